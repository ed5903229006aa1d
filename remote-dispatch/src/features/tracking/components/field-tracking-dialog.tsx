import { Form, Input, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { TRACKING_CONTENT_MAX_LENGTH } from '@portal/shared';
import { FormFooter } from '../../../components/form-footer';
import { useQueueTrackingRecord } from '../hooks/use-field-tracking';

interface Props {
  open: boolean;
  serviceId: number;
  onClose: () => void;
}

/** 新增跟踪记录 on the engineer's phone: what was done or agreed, queued (待同步 offline). */
export function FieldTrackingDialog({ open, serviceId, onClose }: Props) {
  const { t } = useTranslation('dispatch');
  return (
    <Modal open={open} title={t('tracking.add')} onCancel={onClose} footer={null} destroyOnHidden>
      {open ? <TrackingForm serviceId={serviceId} onClose={onClose} /> : null}
    </Modal>
  );
}

function TrackingForm({ serviceId, onClose }: Omit<Props, 'open'>) {
  const { t } = useTranslation('dispatch');
  const save = useQueueTrackingRecord(serviceId, onClose);
  return (
    <Form
      name={`field-tracking-${serviceId}`}
      layout="vertical"
      onFinish={(values: { content: string }) => save.mutate(values.content.trim())}
    >
      <Form.Item
        name="content"
        label={t('tracking.content')}
        rules={[{ required: true, whitespace: true, message: t('tracking.contentRequired') }]}
      >
        <Input.TextArea autoSize={{ minRows: 3, maxRows: 8 }} maxLength={TRACKING_CONTENT_MAX_LENGTH} />
      </Form.Item>
      <FormFooter onCancel={onClose} loading={save.isPending} />
    </Form>
  );
}
