import { App, Button, Card, Form } from 'antd';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { AppointmentPicker } from '@portal/shared/ui';
import { defaultAppointment, formatAppointment } from '../../../lib/appointment';
import { canMoveAppointment, type StepsOf } from '../../../lib/order-actions';
import { useRefreshDispatch } from '../../../lib/query-keys';
import { updateAppointment } from '../api/update-appointment';

/** The appointment of one order, editable in place while it can still move. */
export function AppointmentCard({
  order,
}: {
  order: StepsOf & { id: number; appointmentTime: string | null };
}) {
  const { t } = useTranslation('dispatch');
  const { message } = App.useApp();
  const refresh = useRefreshDispatch();
  const allowed = canMoveAppointment(order);
  const save = useMutation({
    mutationFn: (time: string) =>
      updateAppointment({ serviceId: [order.id], appointmentTime: formatAppointment(time) }),
    onSuccess: async () => {
      void message.success(t('common:common.modified'));
      await refresh();
    },
  });
  return (
    <Card variant="borderless" title={t('appointment.title')}>
      <Form
        name={`appointment-card-${order.id}`}
        layout="inline"
        disabled={!allowed}
        initialValues={{ appointmentTime: defaultAppointment(order.appointmentTime) }}
        onFinish={(values: { appointmentTime: string | null }) =>
          values.appointmentTime && save.mutate(values.appointmentTime)
        }
      >
        <Form.Item
          name="appointmentTime"
          label={t('column.appointmentTime')}
          rules={[{ required: true, message: t('appointment.required') }]}
        >
          <AppointmentPicker />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={save.isPending} disabled={!allowed}>
          {t('common:common.save')}
        </Button>
      </Form>
    </Card>
  );
}
