import { LANGUAGES, type Language } from '@portal/shared';

/** Each language is named in itself, so anyone can find their own. */
export const LANGUAGE_NAMES: Record<Language, string> = {
  zh_CN: '简体中文',
  zh_TW: '繁體中文',
  en: 'English',
};

/** The portal's language for i18next's current one (Simplified Chinese when it is none of ours). */
export const portalLanguage = (current: string): Language =>
  (LANGUAGES as readonly string[]).includes(current) ? (current as Language) : 'zh_CN';
