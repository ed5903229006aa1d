import { App } from 'antd';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { exportOrders } from '@portal/shared';

/** Downloads an .xlsx of every order matching the filters. */
export function useExportOrders() {
  const { t } = useTranslation('dispatch');
  const { message } = App.useApp();
  return useMutation({
    mutationFn: exportOrders,
    onSuccess: () => void message.success(t('common:common.success')),
  });
}
