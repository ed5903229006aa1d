import { App } from 'antd';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { exportOrders } from '../api/export-orders';
import type { QueryFilters } from '../utils/query-params';

function download(blob: Blob, fileName: string) {
  const url = URL.createObjectURL(blob);
  const anchor = document.createElement('a');
  anchor.href = url;
  anchor.download = fileName;
  document.body.appendChild(anchor);
  anchor.click();
  anchor.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** Downloads an .xlsx of every order matching the filters. */
export function useExportOrders() {
  const { t } = useTranslation('dispatch');
  const { message } = App.useApp();
  return useMutation({
    mutationFn: (params: QueryFilters) => exportOrders(params),
    onSuccess: ({ blob, fileName }) => {
      download(blob, fileName);
      void message.success(t('common:common.success'));
    },
  });
}
