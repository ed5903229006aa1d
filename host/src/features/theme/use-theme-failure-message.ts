import { useEffect } from 'react';
import App from 'antd/es/app';
import { useTranslation } from 'react-i18next';
import { useThemeStore } from './theme-store';

/** Shows 主题加载失败 once when the stored settings could not be used. */
export function useThemeFailureMessage(): void {
  const loadFailed = useThemeStore((s) => s.loadFailed);
  const { message } = App.useApp();
  const { t } = useTranslation('host');
  useEffect(() => {
    if (!loadFailed) return;
    void message.error(t('theme.loadFailed'));
    useThemeStore.getState().acknowledgeFailure();
  }, [loadFailed, message, t]);
}
