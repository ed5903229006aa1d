import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { statusText } from '../lib/i18n-labels';

const COLORS: Record<string, string> = {
  pendingDispatch: 'orange',
  pendingOrders: 'gold',
  toArrive: 'blue',
  toCompleted: 'geekblue',
  pendingAcceptance: 'purple',
  income: 'cyan',
  expenses: 'cyan',
  pendingConfirmation: 'magenta',
  confirmed: 'green',
  cancelled: 'default',
};

export function StatusTag({ status }: { status: string }) {
  const { t } = useTranslation('dispatch');
  return <Tag color={COLORS[status] ?? 'blue'}>{statusText(t, status)}</Tag>;
}
