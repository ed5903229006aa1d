import { App } from 'antd';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';

import { exportOrders, orderFilterCodec } from '@portal/shared/ui';
import type { QueryFilters } from '../utils/query-params';

/** Downloads an .xlsx of every order matching the filters. */
export function useExportOrders() {
  const { t } = useTranslation('dispatch');
  const { message } = App.useApp();
  return useMutation({
    mutationFn: ({ status, ...filters }: QueryFilters) =>
      exportOrders({ ...orderFilterCodec.serialize(filters), ...(status ? { status } : {}) }),
    onSuccess: () => void message.success(t('common:common.success')),
  });
}
