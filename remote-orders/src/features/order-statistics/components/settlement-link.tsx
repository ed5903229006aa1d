import { Link } from 'react-router-dom';
import { Badge, Space } from 'antd';
import { AccountBookOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useOrderCounts } from '../hooks/use-order-counts';

export const SETTLEMENT_PATH = '/settlement';

/** Settlement reconciliation, with how many orders await the customer's confirmation. */
export function SettlementLink() {
  const { t } = useTranslation('orders');
  const { data } = useOrderCounts();
  const count = data?.pendingConfirmation ?? 0;
  return (
    <Link to={SETTLEMENT_PATH} aria-label={t('workplace.settlementLink', { count })}>
      <Space size={6}>
        <AccountBookOutlined />
        <span>{t('common:menu.settlement')}</span>
        <Badge count={count} showZero color={count > 0 ? 'magenta' : 'gray'} />
      </Space>
    </Link>
  );
}
