import { Form, Input, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { fieldText } from '../../../lib/i18n-labels';
import { FormFooter } from '../../../components/form-footer';
import { useSaveLackReceipt } from '../hooks/use-receipt-changes';
import { LACK_RECEIPT_MAX_LENGTH } from '@portal/shared';

interface Props {
  open: boolean;
  serviceId: number;
  initialValue: string | null | undefined;
  onClose: () => void;
}

/** 缺少验收资料: what the engineer could not provide (required). */
export function LackReceiptDialog({ open, serviceId, initialValue, onClose }: Props) {
  const { t } = useTranslation('dispatch');
  return (
    <Modal open={open} title={fieldText(t, 'lackReceipt')} onCancel={onClose} footer={null} destroyOnHidden>
      {open ? <LackReceiptForm serviceId={serviceId} initialValue={initialValue} onClose={onClose} /> : null}
    </Modal>
  );
}

function LackReceiptForm({ serviceId, initialValue, onClose }: Omit<Props, 'open'>) {
  const { t } = useTranslation('dispatch');
  const save = useSaveLackReceipt(serviceId, onClose);
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
