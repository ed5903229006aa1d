import { useEffect, useLayoutEffect } from 'react';
import App from 'antd/es/app';
import { useTranslation } from 'react-i18next';
import { applyThemeToDocument } from './apply-theme';
import { useThemeStore } from './theme-store';

/** Applies the settings to the page; on any failure shows 主题加载失败 and falls back to the defaults. */
export function useThemeEffects(): void {
  const settings = useThemeStore((s) => s.settings);
  const loadFailed = useThemeStore((s) => s.loadFailed);
  const { message } = App.useApp();
  const { t } = useTranslation('host');

  useLayoutEffect(() => {
    try {
      applyThemeToDocument(settings);
    } catch (error) {
      console.error('Theme settings could not be applied', error);
      useThemeStore.getState().fail();
    }
  }, [settings]);

  useEffect(() => {
    if (!loadFailed) return;
    void message.error(t('theme.loadFailed'));
    useThemeStore.getState().acknowledgeFailure();
  }, [loadFailed, message, t]);
}
