import { Form } from 'antd';
import { useTranslation } from 'react-i18next';
import { AppointmentPicker } from '@portal/shared/ui';

/** The required `appointmentTime` field of a parent `<Form>` (dispatching, moving the appointment). */
export function AppointmentTimeItem() {
  const { t } = useTranslation('dispatch');
  return (
    <Form.Item
      name="appointmentTime"
      label={t('column.appointmentTime')}
      rules={[{ required: true, message: t('appointment.required') }]}
    >
      <AppointmentPicker />
    </Form.Item>
  );
}
