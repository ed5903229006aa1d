import { App, Form, Input, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { useRaiseObjection } from '../hooks/use-settlement';
import type { SettlementRow } from '@portal/shared/contract';
import { REASON_MAX_LENGTH } from '@portal/shared';

interface Props {
  order: SettlementRow | null;
  onClose: () => void;
}

/** 提出异议: a required reason; the staff get a notice about the order. */
export function ObjectionModal({ order, onClose }: Props) {
  const { t } = useTranslation('orders');
  const { message } = App.useApp();
  const [form] = Form.useForm<{ reason: string }>();
  const objection = useRaiseObjection();

  const close = () => {
    form.resetFields();
    onClose();
  };

  return (
    <Modal
      open={order !== null}
      title={t('settlement.objectionTitle', { serviceNo: order?.serviceNo ?? '' })}
      okText={t('settlement.objectionSubmit')}
      cancelText={t('common:common.cancel')}
      confirmLoading={objection.isPending}
      onOk={() => form.submit()}
      onCancel={close}
      forceRender
    >
      <Form
        form={form}
        layout="vertical"
        onFinish={({ reason }) => {
          if (!order || objection.isPending) return;
          objection.mutate(
            { id: order.id, reason: reason.trim() },
            {
              onSuccess: () => {
                void message.success(t('settlement.objectionSent'));
                close();
              },
            },
          );
        }}
      >
        <Form.Item
          name="reason"
          label={t('settlement.objectionReason')}
          rules={[{ required: true, whitespace: true, message: t('settlement.objectionReasonRequired') }]}
        >
          <Input.TextArea autoSize={{ minRows: 4, maxRows: 10 }} maxLength={REASON_MAX_LENGTH} showCount />
        </Form.Item>
      </Form>
    </Modal>
  );
}
