import { App, Button, Card, Form, Input, Popconfirm, Typography } from 'antd';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useRefreshDispatch } from '../../../lib/query-keys';

interface Props {
  title: string;
  description: string;
  /** The button's text; the step is only offered while `allowed`. */
  action: string;
  allowed: boolean;
  danger?: boolean;
  /** Asked before the step is taken. */
  confirm?: string;
  run: (reason: string) => Promise<unknown>;
  onDone?: () => void;
  /** Unique in the document (field ids derive from it). */
  formName: string;
}

/** A step of the exception operation that needs a reason (re-dispatch, cancel). */
export function ReasonStepCard({
  title,
  description,
  action,
  allowed,
  danger,
  confirm,
  run,
  onDone,
  formName,
}: Props) {
  const { t } = useTranslation('dispatch');
  const { message } = App.useApp();
  const refresh = useRefreshDispatch();
  const [form] = Form.useForm<{ reason: string }>();
  const step = useMutation({
    mutationFn: (reason: string) => run(reason),
    onSuccess: async () => {
      void message.success(t('common:common.success'));
      form.resetFields();
      await refresh();
      onDone?.();
    },
  });
  const submit = () => form.validateFields().then(({ reason }) => step.mutate(reason.trim()));
  return (
    <Card variant="borderless" title={title}>
      <Typography.Paragraph type="secondary">{description}</Typography.Paragraph>
      <Form name={formName} form={form} layout="vertical" style={{ maxWidth: 560 }} disabled={!allowed}>
        <Form.Item
          name="reason"
          label={t('upgrade.reason')}
          rules={[{ required: true, whitespace: true, message: t('upgrade.reasonRequired') }]}
        >
          <Input.TextArea autoSize={{ minRows: 2, maxRows: 6 }} maxLength={500} showCount />
        </Form.Item>
        {confirm ? (
          <Popconfirm title={confirm} onConfirm={() => void submit()} disabled={!allowed}>
            <Button type="primary" danger={danger} loading={step.isPending} disabled={!allowed}>
              {action}
            </Button>
          </Popconfirm>
        ) : (
          <Button
            type="primary"
            danger={danger}
            loading={step.isPending}
            disabled={!allowed}
            onClick={() => void submit()}
          >
            {action}
          </Button>
        )}
      </Form>
    </Card>
  );
}
