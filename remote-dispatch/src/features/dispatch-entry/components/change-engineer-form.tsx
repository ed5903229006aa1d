import { Button, Card, Form, Input, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import { statusLabelKey, COMPANY_NAME_MAX_LENGTH } from '@portal/shared';
import { fieldText } from '../../../lib/i18n-labels';
import { ReasonItem } from '../../../components/reason-item';
import { useStep } from '../../../lib/order-flow';
import { EngineerSelect } from './engineer-select';

interface Values {
  engineerId: number;
  reason: string;
  engineerCompanyName?: string;
}

interface Props {
  order: {
    id: number;
    status: string;
    availableSteps: string[];
    engineerId: number | null;
    engineerCompanyName?: string | null;
  };
  onDone?: () => void;
}

/** 更换工程师 with a required reason, while the order is pending claim, arrival or completion. */
export function ChangeEngineerForm({ order, onDone }: Props) {
  const { t } = useTranslation('dispatch');
  const [form] = Form.useForm<Values>();
  const allowed = order.availableSteps.includes('changeEngineer');
  const change = useStep(order.id, 'changeEngineer', () => {
    form.resetFields();
    onDone?.();
  });
  return (
    <Card variant="borderless" title={t('upgrade.changeEngineer')}>
      <Form<Values>
        name={`change-engineer-${order.id}`}
        form={form}
        layout="vertical"
        style={{ maxWidth: 560 }}
        disabled={!allowed}
        initialValues={{ engineerCompanyName: order.engineerCompanyName ?? '' }}
        onFinish={(values) =>
          change.mutate({
            engineerId: values.engineerId,
            reason: values.reason.trim(),
            engineerCompanyName: values.engineerCompanyName?.trim() || null,
          })
        }
      >
        <Form.Item
          name="engineerId"
          label={t('upgrade.newEngineer')}
          rules={[{ required: true, message: t('entry.engineerRequired') }]}
        >
          <EngineerSelect exclude={order.engineerId} />
        </Form.Item>
        <Form.Item name="engineerCompanyName" label={fieldText(t, 'engineerCompanyName')}>
          <Input allowClear maxLength={COMPANY_NAME_MAX_LENGTH} />
        </Form.Item>
        <ReasonItem />
        <Tooltip
          trigger={['hover', 'focus']}
          title={
            allowed
              ? undefined
              : t('upgrade.changeEngineerBlocked', {
                  status: t(statusLabelKey(order.status), { ns: 'common' }),
                })
          }
        >
          {/* A disabled button fires no mouse events: the span carries the tooltip's hover. */}
          <span style={{ display: 'inline-block' }} tabIndex={allowed ? undefined : 0}>
            <Button type="primary" htmlType="submit" loading={change.isPending} disabled={!allowed}>
              {t('upgrade.changeEngineer')}
            </Button>
          </span>
        </Tooltip>
      </Form>
    </Card>
  );
}
