import { Button, Card, Form, Input, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import type { StepResult } from '@portal/shared';
import { AppointmentPicker } from '@portal/shared/ui';
import { fieldText } from '../../../lib/i18n-labels';
import { defaultAppointment, formatAppointment } from '../../../lib/appointment';
import { useStep } from '../../../lib/order-flow';
import { useServiceContents } from '../hooks/use-service-contents';

interface Values {
  serviceContentId?: number;
  faultDescription?: string;
  appointmentTime?: string | null;
}

interface Props {
  parent: {
    id: number;
    availableSteps: string[];
    projectId: number;
    serviceContentId: number;
    faultDescription: string;
    appointmentTime: string | null;
  };
  onCreated: (child: StepResult) => void;
}

/** A child order: same customer, project, repair user and address; its own content, description and appointment. */
export function ChildOrderForm({ parent, onCreated }: Props) {
  const { t } = useTranslation('dispatch');
  const contents = useServiceContents(parent.projectId);
  const allowed = parent.availableSteps.includes('createChild');
  const create = useStep(parent.id, 'createChild', onCreated);
  return (
    <Card variant="borderless" title={t('child.create')}>
      <Form<Values>
        name={`child-${parent.id}`}
        layout="vertical"
        style={{ maxWidth: 640 }}
        disabled={!allowed}
        initialValues={{
          serviceContentId: parent.serviceContentId,
          faultDescription: parent.faultDescription,
          appointmentTime: defaultAppointment(parent.appointmentTime),
        }}
        onFinish={(values) =>
          create.mutate({
            serviceContentId: values.serviceContentId,
            faultDescription: values.faultDescription?.trim() || undefined,
            appointmentTime: values.appointmentTime ? formatAppointment(values.appointmentTime) : undefined,
          })
        }
      >
        <Form.Item
          name="serviceContentId"
          label={fieldText(t, 'serviceContent')}
          rules={[{ required: true, message: t('child.contentRequired') }]}
        >
          <Select
            loading={contents.isPending}
            options={(contents.data ?? []).map((c) => ({ value: c.id, label: c.name }))}
          />
        </Form.Item>
        <Form.Item
          name="faultDescription"
          label={fieldText(t, 'faultDescription')}
          rules={[
            { required: true, whitespace: true, message: t('common:orderField.faultDescriptionRequired') },
          ]}
        >
          <Input.TextArea autoSize={{ minRows: 3, maxRows: 8 }} maxLength={1000} showCount />
        </Form.Item>
        <Form.Item name="appointmentTime" label={fieldText(t, 'appointmentTime')}>
          <AppointmentPicker />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={create.isPending} disabled={!allowed}>
          {t('child.create')}
        </Button>
      </Form>
    </Card>
  );
}
