import { App, Button, Card, Form, Input } from 'antd';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { isRedispatchable } from '../../../lib/order-actions';
import { useRefreshDispatch } from '../../../lib/query-keys';
import { changeEngineer } from '../api/change-engineer';
import { EngineerSelect } from './engineer-select';

interface Values {
  engineerId: number;
  reason: string;
  engineerCompanyName?: string;
}

interface Props {
  order: { id: number; status: string; engineerId: number | null; engineerCompanyName?: string | null };
  onDone?: () => void;
}

/** 更换工程师 with a required reason, while the order is pending claim, arrival or completion. */
export function ChangeEngineerForm({ order, onDone }: Props) {
  const { t } = useTranslation('dispatch');
  const { message } = App.useApp();
  const refresh = useRefreshDispatch();
  const [form] = Form.useForm<Values>();
  const allowed = isRedispatchable(order.status);
  const change = useMutation({
    mutationFn: (values: Values) =>
      changeEngineer(order.id, {
        engineerId: values.engineerId,
        reason: values.reason.trim(),
        engineerCompanyName: values.engineerCompanyName?.trim() || null,
      }),
    onSuccess: async () => {
      void message.success(t('common:common.success'));
      form.resetFields();
      await refresh();
      onDone?.();
    },
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
        onFinish={(values) => change.mutate(values)}
      >
        <Form.Item
          name="engineerId"
          label={t('upgrade.newEngineer')}
          rules={[{ required: true, message: t('entry.engineerRequired') }]}
        >
          <EngineerSelect exclude={order.engineerId} />
        </Form.Item>
        <Form.Item name="engineerCompanyName" label={t('query.engineerCompanyName')}>
          <Input allowClear maxLength={100} />
        </Form.Item>
        <Form.Item
          name="reason"
          label={t('upgrade.reason')}
          rules={[{ required: true, whitespace: true, message: t('upgrade.reasonRequired') }]}
        >
          <Input.TextArea autoSize={{ minRows: 2, maxRows: 6 }} maxLength={500} showCount />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={change.isPending} disabled={!allowed}>
          {t('upgrade.changeEngineer')}
        </Button>
      </Form>
    </Card>
  );
}
