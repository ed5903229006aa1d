import { useState } from 'react';
import { Alert, App, Button, Card, Space, Typography } from 'antd';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useRefreshDispatch } from '../../../lib/query-keys';
import { completeOrder } from '../api/complete-order';
import { useLackReceipt } from '../hooks/use-receipts';
import { LackReceiptDialog } from './lack-receipt-dialog';

interface Props {
  order: { id: number; status: string };
  /** The note can be written while the order is open to receipts. */
  editable: boolean;
}

/** The lack-receipt note and 完工 (pending completion -> pending acceptance). */
export function CompletionBar({ order, editable }: Props) {
  const { t } = useTranslation('dispatch');
  const { message } = App.useApp();
  const refresh = useRefreshDispatch();
  const [open, setOpen] = useState(false);
  const lack = useLackReceipt(order.id);
  const complete = useMutation({
    mutationFn: () => completeOrder(order.id),
    onSuccess: async () => {
      void message.success(t('common:common.success'));
      await refresh();
    },
  });
  const note = lack.data?.lackReceipt;
  return (
    <Card variant="borderless">
      <Space orientation="vertical" style={{ width: '100%' }}>
        {note ? <Alert type="warning" showIcon title={t('receipt.lackTitle')} description={note} /> : null}
        <Space wrap>
          {editable ? <Button onClick={() => setOpen(true)}>{t('receipt.lackButton')}</Button> : null}
          {order.status === 'toCompleted' ? (
            <Button type="primary" loading={complete.isPending} onClick={() => complete.mutate()}>
              {t('action.complete')}
            </Button>
          ) : null}
          {order.status === 'toCompleted' ? (
            <Typography.Text type="secondary">{t('receipt.completeHint')}</Typography.Text>
          ) : null}
        </Space>
      </Space>
      <LackReceiptDialog
        open={open}
        serviceId={order.id}
        initialValue={note}
        onClose={() => setOpen(false)}
      />
    </Card>
  );
}
