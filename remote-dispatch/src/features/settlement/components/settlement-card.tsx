import { App, Button, Card, Popconfirm, Typography } from 'antd';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useRefreshDispatch } from '../../../lib/query-keys';
import { issueSettlement } from '../api/issue-settlement';

/** 出具结算: once income and expenses are closed the customer is asked to confirm. */
export function SettlementCard({
  order,
}: {
  order: { id: number; status: string; settlementTime?: string | null };
}) {
  const { t } = useTranslation('dispatch');
  const { message } = App.useApp();
  const refresh = useRefreshDispatch();
  const allowed = order.status === 'expenses';
  const issue = useMutation({
    mutationFn: () => issueSettlement(order.id),
    onSuccess: async () => {
      void message.success(t('common:common.success'));
      await refresh();
    },
  });
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
