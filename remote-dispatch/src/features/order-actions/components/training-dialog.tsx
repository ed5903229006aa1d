import { App, Form, Input, Modal } from 'antd';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { FormFooter } from '../../../components/form-footer';
import { useRefreshDispatch } from '../../../lib/query-keys';
import { updateFirstTrain } from '../api/update-first-train';

export const TRAINING_MAX = 300;

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
    <Modal open={open} title={t('training.title')} onCancel={onClose} footer={null} destroyOnHidden>
      {open && serviceId !== null ? (
        <TrainingForm serviceId={serviceId} initialValue={initialValue} onClose={onClose} />
      ) : null}
    </Modal>
  );
}

function TrainingForm({
  serviceId,
  initialValue,
  onClose,
}: {
  serviceId: number;
  initialValue?: string | null;
  onClose: () => void;
}) {
  const { t } = useTranslation('dispatch');
  const { message } = App.useApp();
  const refresh = useRefreshDispatch();
  const save = useMutation({
    mutationFn: (firstTrain: string) => updateFirstTrain({ serviceId, firstTrain }),
    onSuccess: async () => {
      void message.success(t('common:common.saved'));
      onClose();
      await refresh();
    },
  });
  return (
    <Form
      name={`training-${serviceId}`}
      layout="vertical"
      initialValues={{ firstTrain: initialValue ?? '' }}
      onFinish={(values: { firstTrain: string }) => save.mutate(values.firstTrain.trim())}
    >
      <Form.Item
        name="firstTrain"
        label={t('training.content')}
        rules={[
          { required: true, whitespace: true, message: t('training.required') },
          { max: TRAINING_MAX, message: t('training.tooLong', { max: TRAINING_MAX }) },
        ]}
      >
        <Input.TextArea autoSize={{ minRows: 4, maxRows: 10 }} maxLength={TRAINING_MAX} showCount />
      </Form.Item>
      <FormFooter onCancel={onClose} loading={save.isPending} />
    </Form>
  );
}
