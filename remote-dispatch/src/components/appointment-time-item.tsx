import { Form } from 'antd';
import { useTranslation } from 'react-i18next';
import { AppointmentPicker } from '@portal/shared/ui';
import { fieldText } from '../lib/i18n-labels';

/** The required `appointmentTime` field of a parent `<Form>` (dispatching, moving the appointment). */
export function AppointmentTimeItem() {
  const { t } = useTranslation('dispatch');
  return (
    <Form.Item
      name="appointmentTime"
      label={fieldText(t, 'appointmentTime')}
      rules={[{ required: true, message: t('appointment.required') }]}
    >
      <AppointmentPicker />
    </Form.Item>
  );
}
