import { Button, Card, Form, Input, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { fieldText } from '../../../lib/i18n-labels';
import { defaultAppointment, formatAppointment } from '../../../lib/appointment';
import { useStep } from '../../../lib/order-flow';
import { useStaff } from '../hooks/use-staff';
import { EngineerSelect } from './engineer-select';
import { COMPANY_NAME_MAX_LENGTH } from '@portal/shared';
import { AppointmentTimeItem } from '../../../components/appointment-time-item';

interface Values {
  engineerId: number;
  appointmentTime: string;
  responsiblePersonId?: number;
  engineerCompanyName?: string;
}

interface Props {
  order: {
    id: number;
    availableSteps: string[];
    appointmentTime: string | null;
    engineerCompanyName?: string | null;
  };
  onDone: () => void;
}

/** 派单: engineer (with load), appointment and responsible person; pendingDispatch -> pendingOrders. */
export function DispatchForm({ order, onDone }: Props) {
  const { t } = useTranslation('dispatch');
  const managers = useStaff('projectManager');
  const allowed = order.availableSteps.includes('dispatch');
  const dispatch = useStep(order.id, 'dispatch', onDone);
  return (
    <Card variant="borderless" title={t('entry.title')}>
      <Form<Values>
        name={`dispatch-${order.id}`}
        layout="vertical"
        style={{ maxWidth: 560 }}
        disabled={!allowed}
        initialValues={{
          appointmentTime: defaultAppointment(order.appointmentTime),
          engineerCompanyName: order.engineerCompanyName ?? '',
        }}
        onFinish={(values) =>
          dispatch.mutate({
            engineerId: values.engineerId,
            appointmentTime: formatAppointment(values.appointmentTime),
            responsiblePersonId: values.responsiblePersonId ?? null,
            engineerCompanyName: values.engineerCompanyName?.trim() || null,
          })
        }
      >
        <Form.Item
          name="engineerId"
          label={fieldText(t, 'engineerName')}
          rules={[{ required: true, message: t('entry.engineerRequired') }]}
        >
          <EngineerSelect />
        </Form.Item>
        <Form.Item name="engineerCompanyName" label={fieldText(t, 'engineerCompanyName')}>
          <Input allowClear maxLength={COMPANY_NAME_MAX_LENGTH} />
        </Form.Item>
        <AppointmentTimeItem />
        <Form.Item name="responsiblePersonId" label={t('detail.responsiblePerson')}>
          <Select
            allowClear
            showSearch={{ optionFilterProp: 'label' }}
            loading={managers.isPending}
            options={(managers.data ?? []).map((m) => ({ value: m.id, label: m.name }))}
          />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={dispatch.isPending} disabled={!allowed}>
          {t('action.dispatch')}
        </Button>
      </Form>
    </Card>
  );
}
