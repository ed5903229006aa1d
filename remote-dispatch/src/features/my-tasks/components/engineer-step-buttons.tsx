import { useState } from 'react';
import { Link } from 'react-router-dom';
import { App, Button, Form, Input, Modal, Space } from 'antd';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { FormFooter } from '../../../components/form-footer';
import { engineerSteps } from '../../../lib/order-actions';
import { paths } from '../../../lib/paths';
import { useRefreshDispatch } from '../../../lib/query-keys';
import { arriveOrder } from '../api/arrive-order';
import { claimOrder } from '../api/claim-order';
import { rejectOrder } from '../api/reject-order';

interface Props {
  order: { id: number; status: string };
  /** In the list 完工 opens the task page, where the receipts are; the task page has its own. */
  withCompleteLink?: boolean;
  size?: 'small' | 'middle';
}

/** The engineer's own steps: 接单 / 拒单, 到场, 完工. */
export function EngineerStepButtons({ order, withCompleteLink = false, size = 'middle' }: Props) {
  const { t } = useTranslation('dispatch');
  const { message } = App.useApp();
  const refresh = useRefreshDispatch();
  const [rejecting, setRejecting] = useState(false);
  const done = async () => {
    void message.success(t('common:common.success'));
    await refresh();
  };
  const claim = useMutation({ mutationFn: () => claimOrder(order.id), onSuccess: done });
  const arrive = useMutation({ mutationFn: () => arriveOrder(order.id), onSuccess: done });
  const steps = engineerSteps(order.status);
  if (steps.length === 0) return null;
  return (
    <Space wrap>
      {steps.includes('claim') ? (
        <Button type="primary" size={size} loading={claim.isPending} onClick={() => claim.mutate()}>
          {t('action.claim')}
        </Button>
      ) : null}
      {steps.includes('reject') ? (
        <Button danger size={size} onClick={() => setRejecting(true)}>
          {t('action.reject')}
        </Button>
      ) : null}
      {steps.includes('arrive') ? (
        <Button type="primary" size={size} loading={arrive.isPending} onClick={() => arrive.mutate()}>
          {t('action.arrive')}
        </Button>
      ) : null}
      {steps.includes('complete') && withCompleteLink ? (
        <Link to={paths.taskDetails(order.id)}>{t('action.complete')}</Link>
      ) : null}
      <RejectDialog open={rejecting} serviceId={order.id} onClose={() => setRejecting(false)} onDone={done} />
    </Space>
  );
}

function RejectDialog({
  open,
  serviceId,
  onClose,
  onDone,
}: {
  open: boolean;
  serviceId: number;
  onClose: () => void;
  onDone: () => Promise<void>;
}) {
  const { t } = useTranslation('dispatch');
  const reject = useMutation({
    mutationFn: (reason: string) => rejectOrder(serviceId, reason),
    onSuccess: async () => {
      onClose();
      await onDone();
    },
  });
  return (
    <Modal open={open} title={t('task.rejectTitle')} onCancel={onClose} footer={null} destroyOnHidden>
      <Form
        name={`reject-${serviceId}`}
        layout="vertical"
        onFinish={(values: { reason: string }) => reject.mutate(values.reason.trim())}
      >
        <Form.Item
          name="reason"
          label={t('upgrade.reason')}
          rules={[{ required: true, whitespace: true, message: t('task.rejectRequired') }]}
        >
          <Input.TextArea autoSize={{ minRows: 3, maxRows: 6 }} maxLength={500} showCount />
        </Form.Item>
        <FormFooter onCancel={onClose} loading={reject.isPending} okText={t('action.reject')} />
      </Form>
    </Modal>
  );
}
