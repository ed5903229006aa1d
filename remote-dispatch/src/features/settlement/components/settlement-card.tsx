import { Button, Card, Popconfirm, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useStep } from '../../../lib/order-flow';

/** 出具结算: once income and expenses are closed the customer is asked to confirm. */
export function SettlementCard({
  order,
}: {
  order: { id: number; availableSteps: string[]; settlementTime?: string | null };
}) {
  const { t } = useTranslation('dispatch');
  const allowed = order.availableSteps.includes('issueSettlement');
  const issue = useStep(order.id, 'issueSettlement');
  return (
    <Card variant="borderless" title={t('fee.settlement')}>
      <Typography.Paragraph type="secondary">
        {order.settlementTime
          ? t('fee.settlementIssued', { time: order.settlementTime })
          : t('fee.settlementHint')}
      </Typography.Paragraph>
      <Popconfirm title={t('fee.settlementConfirm')} onConfirm={() => issue.mutate()} disabled={!allowed}>
        <Button type="primary" disabled={!allowed} loading={issue.isPending}>
          {t('action.issueSettlement')}
        </Button>
      </Popconfirm>
    </Card>
  );
}
