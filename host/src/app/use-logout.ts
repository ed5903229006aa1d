import { useCallback } from 'react';
import { App } from 'antd';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { call, eventBus, queryClient, useSessionStore } from '@portal/shared';
import { authRoutes } from '@portal/shared/contract';
import { unsyncedCount, wipeFieldDataQuietly } from '../sw/field-data';

/**
 * Asks 提示 / 确定要退出登录吗？ (first saying how many acts made offline would be lost) and on OK ends
 * the session on the server and here, and wipes what the phone keeps of customers and queued acts.
 */
export function useLogout(): () => Promise<void> {
  const { modal } = App.useApp();
  const navigate = useNavigate();
  const { t } = useTranslation('host');
  const { t: tc } = useTranslation();
  return useCallback(async () => {
    const userId = useSessionStore.getState().user?.id;
    const unsynced = userId === undefined ? 0 : await unsyncedCount(userId);
    modal.confirm({
      title: t('header.logoutTitle'),
      content: unsynced > 0 ? t('header.logoutUnsynced', { count: unsynced }) : t('header.logoutContent'),
      okButtonProps: unsynced > 0 ? { danger: true } : undefined,
      okText: tc('common.ok'),
      cancelText: tc('common.cancel'),
      onOk: async () => {
        try {
          // Ends the server session; the local session is cleared whatever the answer.
          await call(authRoutes.logout, {}, { silent: true });
        } catch {
          // The local session ends even when the server cannot be told.
        }
        eventBus.emit('auth:logout');
        navigate('/login', { replace: true });
        useSessionStore.getState().clear();
        queryClient.clear();
        await wipeFieldDataQuietly();
      },
    });
  }, [modal, navigate, t, tc]);
}
