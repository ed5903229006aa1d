import { Button, Card, Form } from 'antd';
import { useTranslation } from 'react-i18next';
import { AppointmentTimeItem } from '../../../components/appointment-time-item';
import { defaultAppointment } from '../../../lib/appointment';
import { canMoveAppointment, type StepsOf } from '../../../lib/order-flow';
import { useMoveAppointment } from '../hooks/use-order-edits';

/** The appointment of one order, editable in place while it can still move. */
export function AppointmentCard({
  order,
}: {
  order: StepsOf & { id: number; appointmentTime: string | null };
}) {
  const { t } = useTranslation('dispatch');
  const allowed = canMoveAppointment(order);
  const save = useMoveAppointment([order.id]);
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
        <AppointmentTimeItem />
        <Button type="primary" htmlType="submit" loading={save.isPending} disabled={!allowed}>
          {t('common:common.save')}
        </Button>
      </Form>
    </Card>
  );
}
