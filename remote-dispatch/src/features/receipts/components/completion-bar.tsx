import { useState } from 'react';
import { Alert, Button, Card, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { fieldText } from '../../../lib/i18n-labels';
import { useStep } from '../../../lib/order-flow';
import { useLackReceipt } from '../hooks/use-receipts';
import { LackReceiptDialog } from './lack-receipt-dialog';

interface Props {
  order: { id: number; availableSteps: readonly string[] };
  /** The note can be written while the order is open to receipts. */
  editable: boolean;
}

/** The lack-receipt note and 完工 (pending completion -> pending acceptance). */
export function CompletionBar({ order, editable }: Props) {
  const { t } = useTranslation('dispatch');
  const [open, setOpen] = useState(false);
  const lack = useLackReceipt(order.id);
  const complete = useStep(order.id, 'complete');
  const note = lack.data?.lackReceipt;
  const completable = order.availableSteps.includes('complete');
  return (
    <Card variant="borderless">
      <Space orientation="vertical" style={{ width: '100%' }}>
        {note ? (
          <Alert type="warning" showIcon title={fieldText(t, 'lackReceipt')} description={note} />
        ) : null}
        <Space wrap>
          {editable ? <Button onClick={() => setOpen(true)}>{t('receipt.lackButton')}</Button> : null}
          {completable ? (
            <>
              <Button type="primary" loading={complete.isPending} onClick={() => complete.mutate({})}>
                {t('action.complete')}
              </Button>
              <Typography.Text type="secondary">{t('receipt.completeHint')}</Typography.Text>
            </>
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
