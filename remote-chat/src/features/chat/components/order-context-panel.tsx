import { useState } from 'react';
import { App, Button, Descriptions, Form, Input, Space, Spin, Typography } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { AppointmentPicker } from '@portal/shared/ui';
import { call } from '@portal/shared';
import { routes } from '@portal/shared/contract';
import type { OrderContext } from '../api/types';
import { chatKeys } from '../hooks/chat-keys';
import { useUpdateOrderContext, type OrderContextChange } from '../hooks/use-update-order-context';
import { appointmentForServer, defaultAppointment, FIRST_TRAIN_MAX } from '../lib/appointment';
import { ActionModal } from './action-modal';
import { CallDialog } from './call-dialog';
import { ProjectGuidelines } from './project-guidelines';

type Field = OrderContextChange['field'];

/** Each edit's button and dialog title. */
const TITLES = {
  appointment: 'ctx.modifyAppointment',
  train: 'common:orderField.firstTrain',
  lack: 'ctx.editLackReceipt',
} as const;

/** The work order beside the conversation (dispatchers): service, contacts, appointment, training, lack-receipt note. */
export function OrderContextPanel({ serviceId }: { serviceId: number }) {
  const { t } = useTranslation('chat');
  const { message: toast } = App.useApp();
  const order = useQuery({
    queryKey: chatKeys.orderContext(serviceId),
    // Dispatchers' view of the order.
    queryFn: (): Promise<OrderContext> => call(routes.staffOrder, { params: { id: serviceId } }),
  });
  const update = useUpdateOrderContext(serviceId);
  const [dialog, setDialog] = useState<Field | null>(null);
  const [appointment, setAppointment] = useState<string | null>(null);
  const [calling, setCalling] = useState(false);
  const [form] = Form.useForm<{ text: string }>();

  const open = (which: Field) => {
    const data = order.data;
    if (which === 'appointment') setAppointment(defaultAppointment(data?.appointmentTime));
    else form.setFieldsValue({ text: (which === 'train' ? data?.firstTrain : data?.lackReceipt) ?? '' });
    setDialog(which);
  };

  const change = async (): Promise<OrderContextChange | null> => {
    if (dialog === 'appointment') {
      return appointment ? { field: 'appointment', value: appointmentForServer(appointment) } : null;
    }
    try {
      const { text } = await form.validateFields();
      return { field: dialog === 'train' ? 'train' : 'lack', value: text.trim() };
    } catch {
      return null; // Validation shows in the form.
    }
  };

  const save = async () => {
    if (update.isPending) return;
    const next = await change();
    if (!next) return;
    update.mutate(next, {
      onSuccess: () => {
        void toast.success(t('common:common.modified'));
        setDialog(null);
      },
    });
  };

  if (order.isLoading) return <Spin style={{ margin: 16 }} />;
  const o = order.data;
  if (!o) return null;
  const required = t(
    dialog === 'train' ? 'common:orderField.firstTrainRequired' : 'common:orderField.lackReceiptRequired',
  );
  return (
    <div
      style={{ width: 300, borderLeft: '1px solid rgba(5,5,5,0.06)', padding: 12, overflowY: 'auto' }}
      aria-label={t('orderContext')}
    >
      <Typography.Title level={5} style={{ marginTop: 0 }}>
        {t('orderContext')}
      </Typography.Title>
      <Descriptions
        column={1}
        size="small"
        colon={false}
        styles={{ label: { width: 104, flexShrink: 0 }, content: { wordBreak: 'break-all' } }}
      >
        <Descriptions.Item label={t('ctx.serviceNo')}>{o.serviceNo}</Descriptions.Item>
        <Descriptions.Item label={t('common:orderField.project')}>{o.projectName}</Descriptions.Item>
        <Descriptions.Item label={t('ctx.repairUser')}>{o.repairUserName}</Descriptions.Item>
        <Descriptions.Item label={t('common:orderField.contactName')}>
          {o.contactName} {o.contactPhone}
        </Descriptions.Item>
        <Descriptions.Item label={t('common:orderField.engineerName')}>
          {o.engineerName ?? '-'}
        </Descriptions.Item>
        <Descriptions.Item label={t('common:orderField.appointmentTime')}>
          {o.appointmentTime ?? '-'}
        </Descriptions.Item>
        <Descriptions.Item label={t('common:orderField.firstTrain')}>{o.firstTrain ?? '-'}</Descriptions.Item>
        <Descriptions.Item label={t('ctx.lackReceipt')}>{o.lackReceipt ?? '-'}</Descriptions.Item>
      </Descriptions>
      <Space wrap style={{ marginTop: 8 }}>
        {(['appointment', 'train', 'lack'] as const).map((field) => (
          <Button key={field} size="small" onClick={() => open(field)}>
            {t(TITLES[field])}
          </Button>
        ))}
        {o.contactPhone && (
          <Button size="small" onClick={() => setCalling(true)}>
            {t('ctx.call')}
          </Button>
        )}
      </Space>
      {o.projectId ? (
        <div style={{ marginTop: 12 }}>
          <ProjectGuidelines projectId={o.projectId} />
        </div>
      ) : null}
      <CallDialog
        open={calling}
        serviceId={serviceId}
        toUser={o.contactPhone}
        onClose={() => setCalling(false)}
      />
      <ActionModal
        open={dialog !== null}
        title={dialog ? t(TITLES[dialog]) : ''}
        okText={t('save')}
        okDisabled={dialog === 'appointment' && !appointment}
        busy={update.isPending}
        onOk={() => void save()}
        onCancel={() => setDialog(null)}
      >
        {dialog === 'appointment' ? (
          <AppointmentPicker value={appointment} onChange={setAppointment} />
        ) : (
          <Form form={form} layout="vertical">
            <Form.Item
              name="text"
              rules={[
                { required: true, whitespace: true, message: required },
                ...(dialog === 'train' ? [{ max: FIRST_TRAIN_MAX }] : []),
              ]}
            >
              <Input.TextArea
                rows={4}
                maxLength={dialog === 'train' ? FIRST_TRAIN_MAX : 1000}
                showCount={dialog === 'train'}
                placeholder={required}
              />
            </Form.Item>
          </Form>
        )}
      </ActionModal>
    </div>
  );
}
