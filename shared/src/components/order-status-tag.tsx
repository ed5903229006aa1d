import { useCallback, type ReactNode } from 'react';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { STATUS_COLORS, statusLabelKey, type FlowStatus } from '@portal/contract/order-status';

/** The label of an order status ('-' for none; an unknown status as it is). */
export function useStatusLabel(): (status: string | null | undefined) => string {
  const { t } = useTranslation('common');
  return useCallback(
    (status) => {
      if (!status) return '-';
      return t(statusLabelKey(status), { defaultValue: status });
    },
    [t],
  );
}

/** An order's status as a coloured tag: the one status tag of every remote. */
export function OrderStatusTag({ status }: { status: string }): ReactNode {
  const label = useStatusLabel();
  return <Tag color={STATUS_COLORS[status as FlowStatus] ?? 'default'}>{label(status)}</Tag>;
}
