import { Form, Input, Modal } from 'antd';
import { FIRST_TRAIN_MAX } from '@portal/shared';
import { useTranslation } from 'react-i18next';
import { fieldText } from '../../../lib/i18n-labels';
import { FormFooter } from '../../../components/form-footer';
import { useSaveTraining } from '../hooks/use-order-edits';

interface Props {
  open: boolean;
  serviceId: number | null;
  initialValue?: string | null;
  onClose: () => void;
}

/** 培训内容: what the engineer must know before the first visit (required, at most 300 characters). */
export function TrainingDialog({ open, serviceId, initialValue, onClose }: Props) {
  const { t } = useTranslation('dispatch');
  return (
    <Modal open={open} title={fieldText(t, 'firstTrain')} onCancel={onClose} footer={null} destroyOnHidden>
      {open && serviceId !== null ? (
        <TrainingForm serviceId={serviceId} initialValue={initialValue} onClose={onClose} />
      ) : null}
    </Modal>
  );
}

function TrainingForm({ serviceId, initialValue, onClose }: Omit<Props, 'open'> & { serviceId: number }) {
  const { t } = useTranslation('dispatch');
  const save = useSaveTraining(serviceId, onClose);
  return (
    <Form
      name={`training-${serviceId}`}
      layout="vertical"
      initialValues={{ firstTrain: initialValue ?? '' }}
      onFinish={(values: { firstTrain: string }) => save.mutate(values.firstTrain.trim())}
    >
      <Form.Item
        name="firstTrain"
        label={fieldText(t, 'firstTrain')}
        rules={[
          { required: true, whitespace: true, message: t('common:orderField.firstTrainRequired') },
          { max: FIRST_TRAIN_MAX, message: t('training.tooLong', { max: FIRST_TRAIN_MAX }) },
        ]}
      >
        <Input.TextArea autoSize={{ minRows: 4, maxRows: 10 }} maxLength={FIRST_TRAIN_MAX} showCount />
      </Form.Item>
      <FormFooter onCancel={onClose} loading={save.isPending} />
    </Form>
  );
}
