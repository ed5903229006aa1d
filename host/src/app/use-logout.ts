import { useCallback } from 'react';
import { App } from 'antd';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { eventBus, queryClient, useSessionStore } from '@portal/shared';
import { logout } from '../features/auth/api/logout';

/** Asks 提示 / 确定要退出登录吗？ and on OK ends the session on the server and here. */
export function useLogout(): () => void {
  const { modal } = App.useApp();
  const navigate = useNavigate();
  const { t } = useTranslation('host');
  const { t: tc } = useTranslation();
  return useCallback(() => {
    modal.confirm({
      title: t('header.logoutTitle'),
      content: t('header.logoutContent'),
      okText: tc('common.ok'),
      cancelText: tc('common.cancel'),
      onOk: async () => {
        try {
          await logout();
        } catch {
          // The local session ends even when the server cannot be told.
        }
        eventBus.emit('auth:logout');
        navigate('/login', { replace: true });
        useSessionStore.getState().clear();
        queryClient.clear();
      },
    });
  }, [modal, navigate, t, tc]);
}
