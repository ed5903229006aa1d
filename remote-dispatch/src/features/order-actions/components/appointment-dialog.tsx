import { Form, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { FormFooter } from '../../../components/form-footer';
import { AppointmentTimeItem } from '../../../components/appointment-time-item';
import { defaultAppointment } from '../../../lib/appointment';
import { useMoveAppointment } from '../hooks/use-order-edits';

interface Props {
  open: boolean;
  serviceIds: number[];
  /** The orders' current appointment, when they share one. */
  existing: string | null;
  onClose: () => void;
  onSaved?: () => void;
}

/** 修改预约时间 for one or several orders. */
export function AppointmentDialog({ open, serviceIds, existing, onClose, onSaved }: Props) {
  const { t } = useTranslation('dispatch');
  return (
    <Modal open={open} title={t('appointment.title')} onCancel={onClose} footer={null} destroyOnHidden>
      {open ? (
        <AppointmentForm serviceIds={serviceIds} existing={existing} onClose={onClose} onSaved={onSaved} />
      ) : null}
    </Modal>
  );
}

function AppointmentForm({ serviceIds, existing, onClose, onSaved }: Omit<Props, 'open'>) {
  const { t } = useTranslation('dispatch');
  const [form] = Form.useForm<{ appointmentTime: string | null }>();
  const save = useMoveAppointment(serviceIds, () => {
    onSaved?.();
    onClose();
  });
  return (
    <Form
      name={`appointment-${serviceIds.join('-')}`}
      form={form}
      layout="vertical"
      initialValues={{ appointmentTime: defaultAppointment(existing) }}
      onFinish={(values) => values.appointmentTime && save.mutate(values.appointmentTime)}
    >
      <p>{t('appointment.count', { count: serviceIds.length })}</p>
      <AppointmentTimeItem />
      <FormFooter onCancel={onClose} loading={save.isPending} />
    </Form>
  );
}
