import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import zhCN from './locales/zh_CN';
import zhTW from './locales/zh_TW';
import en from './locales/en';

export const LANGUAGES = ['zh_CN', 'zh_TW', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];
export const LANGUAGE_STORAGE_KEY = 'portal.language';
export const DEFAULT_LANGUAGE: Language = 'zh_CN';

/** Header value the server reads to answer in the user's language. */
export const toHttpLanguage = (lng: string): string =>
  lng === 'en' ? 'en' : lng === 'zh_TW' ? 'zh-TW' : 'zh-CN';

function storedLanguage(): Language {
  if (typeof localStorage === 'undefined') return DEFAULT_LANGUAGE;
  const saved = localStorage.getItem(LANGUAGE_STORAGE_KEY);
  return (LANGUAGES as readonly string[]).includes(saved ?? '') ? (saved as Language) : DEFAULT_LANGUAGE;
}

/** The one i18next instance of the portal (shared as a singleton by module federation). */
export const i18n = i18next.createInstance();

void i18n.use(initReactI18next).init({
  lng: storedLanguage(),
  fallbackLng: DEFAULT_LANGUAGE,
  supportedLngs: [...LANGUAGES],
  load: 'currentOnly',
  ns: ['common'],
  defaultNS: 'common',
  resources: {
    zh_CN: { common: zhCN },
    zh_TW: { common: zhTW },
    en: { common: en },
  },
  interpolation: { escapeValue: false },
  initAsync: false,
  returnNull: false,
});

export async function setLanguage(lng: Language): Promise<void> {
  localStorage.setItem(LANGUAGE_STORAGE_KEY, lng);
  await i18n.changeLanguage(lng);
  document.documentElement.lang = toHttpLanguage(lng);
}

/** Adds a package's own messages (a remote's namespace) in every language. */
export function addMessages(ns: string, messages: Record<Language, Record<string, unknown>>): void {
  for (const lng of LANGUAGES) {
    i18n.addResourceBundle(lng, ns, messages[lng], true, true);
  }
}
