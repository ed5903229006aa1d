import { useCallback } from 'react';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { statusLabelKey } from '@portal/shared';

const COLORS: Record<string, string> = {
  pendingDispatch: 'orange',
  pendingOrders: 'gold',
  toArrive: 'blue',
  toCompleted: 'geekblue',
  pendingAcceptance: 'cyan',
  income: 'purple',
  expenses: 'purple',
  pendingConfirmation: 'magenta',
  confirmed: 'green',
  cancelled: 'default',
};

/** The label of an order status. */
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

export function OrderStatusTag({ status }: { status: string }) {
  const label = useStatusLabel();
  return <Tag color={COLORS[status] ?? 'default'}>{label(status)}</Tag>;
}
