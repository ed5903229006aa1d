import { Form, Input, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { fieldText } from '../../../lib/i18n-labels';
import { FormFooter } from '../../../components/form-footer';
import { useSaveLackReceipt } from '../hooks/use-receipt-changes';
import { useQueueLackReceipt } from '../hooks/use-field-receipts';
import { LACK_RECEIPT_MAX_LENGTH } from '@portal/shared';

interface Props {
  open: boolean;
  serviceId: number;
  initialValue: string | null | undefined;
  onClose: () => void;
  /** Queued on the engineer's phone instead of sent at once. */
  field?: boolean;
}

/** 缺少验收资料: what the engineer could not provide (required). */
export function LackReceiptDialog({ open, serviceId, initialValue, onClose, field = false }: Props) {
  const { t } = useTranslation('dispatch');
  return (
    <Modal open={open} title={fieldText(t, 'lackReceipt')} onCancel={onClose} footer={null} destroyOnHidden>
      {open ? (
        <LackReceiptForm serviceId={serviceId} initialValue={initialValue} onClose={onClose} field={field} />
      ) : null}
    </Modal>
  );
}

function LackReceiptForm({ serviceId, initialValue, onClose, field }: Omit<Props, 'open'>) {
  const { t } = useTranslation('dispatch');
  const sent = useSaveLackReceipt(serviceId, onClose);
  const queued = useQueueLackReceipt(serviceId, onClose);
  const save = field ? queued : sent;
  return (
    <Form
      name={`lack-receipt-${serviceId}`}
      layout="vertical"
      initialValues={{ lackReceipt: initialValue ?? '' }}
      onFinish={(values: { lackReceipt: string }) => save.mutate(values.lackReceipt.trim())}
    >
      <Form.Item
        name="lackReceipt"
        label={t('receipt.lackLabel')}
        rules={[{ required: true, whitespace: true, message: t('common:orderField.lackReceiptRequired') }]}
      >
        <Input.TextArea
          autoSize={{ minRows: 3, maxRows: 8 }}
          maxLength={LACK_RECEIPT_MAX_LENGTH}
          placeholder={t('common:orderField.lackReceiptRequired')}
        />
      </Form.Item>
      <FormFooter onCancel={onClose} loading={save.isPending} />
    </Form>
  );
}
