import { useEffect, useMemo, type ReactNode } from 'react';
import AntdApp from 'antd/es/app';
import ConfigProvider from 'antd/es/config-provider';
import type { Locale } from 'antd/es/locale';
import enUS from 'antd/es/locale/en_US';
import zhCN from 'antd/es/locale/zh_CN';
import zhTW from 'antd/es/locale/zh_TW';
import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import 'dayjs/locale/zh-tw';
import { useTranslation } from 'react-i18next';
import { setErrorNotifier, type Language } from '@portal/shared';
import { antdThemeOf } from '../features/theme/antd-theme';
import { THEME_CSS } from '../features/theme/theme-styles';
import { useThemeStore } from '../features/theme/theme-store';
import { useThemeFailureMessage } from '../features/theme/use-theme-failure-message';
import { portalLanguage } from '../components/language-names';

const ANTD_LOCALES: Record<Language, Locale> = { zh_CN: zhCN, zh_TW: zhTW, en: enUS };
const DAYJS_LOCALES: Record<Language, string> = { zh_CN: 'zh-cn', zh_TW: 'zh-tw', en: 'en' };

/** Hands antd's message API to @portal/shared and reports unusable theme settings. */
function Bridges() {
  const { message } = AntdApp.useApp();
  useEffect(() => setErrorNotifier((text) => void message.error(text)), [message]);
  useThemeFailureMessage();
  return null;
}

/** antd's theme, locale and App context for the pages below it (the forgotten-password page and the signed-in portal). */
export default function AntdProviders({ children }: { children: ReactNode }) {
  const { i18n: instance } = useTranslation();
  const language = portalLanguage(instance.language);
  const settings = useThemeStore((s) => s.settings);
  // zeroRuntime: components take their styles from antd's static stylesheet (loaded with this module,
  // see antd-css), not from CSS-in-JS written while rendering; the theme still reaches them through
  // the CSS variables antd writes for it.
  const themeConfig = useMemo(() => ({ ...antdThemeOf(settings), zeroRuntime: true }), [settings]);

  useEffect(() => {
    dayjs.locale(DAYJS_LOCALES[language]);
  }, [language]);

  return (
    <ConfigProvider locale={ANTD_LOCALES[language]} theme={themeConfig} button={{ autoInsertSpace: false }}>
      <AntdApp>
        <style>{THEME_CSS}</style>
        <Bridges />
        {children}
      </AntdApp>
    </ConfigProvider>
  );
}
