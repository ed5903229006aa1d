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
import { QueryClientProvider } from '@tanstack/react-query';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { BrowserRouter, useNavigate } from 'react-router-dom';
import { i18n, queryClient, setErrorNotifier, setNavigator, type Language } from '@portal/shared';
import { antdThemeOf } from '../features/theme/apply-theme';
import { THEME_CSS } from '../features/theme/theme-styles';
import { useThemeStore } from '../features/theme/theme-store';
import { useThemeEffects } from '../features/theme/use-theme-effects';

const ANTD_LOCALES: Record<Language, Locale> = { zh_CN: zhCN, zh_TW: zhTW, en: enUS };
const DAYJS_LOCALES: Record<Language, string> = { zh_CN: 'zh-cn', zh_TW: 'zh-tw', en: 'en' };

/** Hands the router and antd's message API to @portal/shared, and applies the theme to the page. */
function Bridges() {
  const navigate = useNavigate();
  const { message } = AntdApp.useApp();
  useEffect(() => setNavigator((to, options) => navigate(to, options)), [navigate]);
  useEffect(() => setErrorNotifier((text) => void message.error(text)), [message]);
  useThemeEffects();
  return null;
}

function ThemedProviders({ children }: { children: ReactNode }) {
  const { i18n: instance } = useTranslation();
  const language = (instance.language in ANTD_LOCALES ? instance.language : 'zh_CN') as Language;
  const settings = useThemeStore((s) => s.settings);
  const themeConfig = useMemo(() => antdThemeOf(settings), [settings]);

  useEffect(() => {
    dayjs.locale(DAYJS_LOCALES[language]);
  }, [language]);

  return (
    <ConfigProvider locale={ANTD_LOCALES[language]} theme={themeConfig} button={{ autoInsertSpace: false }}>
      <AntdApp>
        <style>{THEME_CSS}</style>
        {/* Synchronous navigation: a route change and a session change made together render together. */}
        <BrowserRouter useTransitions={false}>
          <Bridges />
          {children}
        </BrowserRouter>
      </AntdApp>
    </ConfigProvider>
  );
}

export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <ThemedProviders>{children}</ThemedProviders>
      </QueryClientProvider>
    </I18nextProvider>
  );
}
