import { useState } from 'react';
import { Alert, Button, Card, Space, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { fieldText } from '../../../lib/i18n-labels';
import { useStep } from '../../../lib/order-flow';
import { useFieldStep } from '../../../lib/field-sync/use-field-step';
import { useQueuedLackReceipt } from '../hooks/use-field-receipts';
import { useLackReceipt } from '../hooks/use-receipts';
import { LackReceiptDialog } from './lack-receipt-dialog';

interface Props {
  order: { id: number; availableSteps: readonly string[] };
  /** The note can be written while the order is open to receipts. */
  editable: boolean;
  /** The engineer's phone: the note and 完工 are queued (待同步 offline) and the note kept for offline reading. */
  field?: boolean;
}

/** The lack-receipt note and 完工 (pending completion -> pending acceptance). */
export function CompletionBar({ order, editable, field = false }: Props) {
  const { t } = useTranslation('dispatch');
  const [open, setOpen] = useState(false);
  const lack = useLackReceipt(order.id, field);
  const queuedNote = useQueuedLackReceipt(order.id);
  const taken = useStep(order.id, 'complete');
  const queued = useFieldStep(order.id, 'complete');
  const complete = field ? queued : taken;
  const note = (field ? queuedNote : undefined) ?? lack.data?.lackReceipt;
  const completable = order.availableSteps.includes('complete');
  return (
    <Card variant="borderless">
      <Space orientation="vertical" style={{ width: '100%' }}>
        {note ? (
          <Alert
            type="warning"
            showIcon
            title={fieldText(t, 'lackReceipt')}
            description={note}
            action={
              field && queuedNote !== undefined ? <Tag color="processing">{t('sync.waiting')}</Tag> : null
            }
          />
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
        field={field}
        initialValue={note}
        onClose={() => setOpen(false)}
      />
    </Card>
  );
}
