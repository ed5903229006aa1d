import type { KeyboardEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { Card, Flex, Statistic } from 'antd';
import { useTranslation } from 'react-i18next';
import { CUSTOMER_TABS, statusLabelKey } from '@portal/shared';
import { useOrderCounts } from '../hooks/use-order-counts';

export const orderQueryPath = (status: string) => `/orderQuery?tab=${status}`;

/** One clickable card per customer tab; a card opens the order query on that tab. */
export function StatusCountCards() {
  const { t } = useTranslation('orders');
  const navigate = useNavigate();
  const { data, isPending } = useOrderCounts();

  return (
    <Flex wrap gap={16} role="list" aria-label={t('workplace.orderStatistics')}>
      {CUSTOMER_TABS.map((status) => {
        const label = t(statusLabelKey(status), { ns: 'common' });
        const count = data?.[status] ?? 0;
        const open = () => navigate(orderQueryPath(status));
        const onKeyDown = (event: KeyboardEvent) => {
          if (event.key === 'Enter' || event.key === ' ') {
            event.preventDefault();
            open();
          }
        };
        return (
          <div key={status} role="listitem" style={{ flex: '1 1 150px' }}>
            <Card
              hoverable
              size="small"
              role="button"
              tabIndex={0}
              aria-label={t('workplace.statusCard', { label, count })}
              onClick={open}
              onKeyDown={onKeyDown}
            >
              <Statistic title={label} value={count} loading={isPending} />
            </Card>
          </div>
        );
      })}
    </Flex>
  );
}
