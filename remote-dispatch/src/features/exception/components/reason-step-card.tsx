import { Button, Card, Form, Popconfirm, Tooltip, Typography } from 'antd';
import { ReasonItem } from '../../../components/reason-item';
import { useStep, type StepsOf } from '../../../lib/order-flow';

interface Props {
  title: string;
  description: string;
  /** The button's text; the step is only offered while the order offers `step`. */
  action: string;
  /** Why the step is not offered now; shown as the greyed-out button's tooltip. */
  blockedReason?: string;
  danger?: boolean;
  /** Asked before the step is taken. */
  confirm?: string;
  order: Pick<StepsOf, 'availableSteps'> & { id: number };
  step: 'redispatch' | 'cancel';
  onDone?: () => void;
  /** Unique in the document (field ids derive from it). */
  formName: string;
}

/** A step of the exception operation that needs a reason (re-dispatch, cancel). */
export function ReasonStepCard({
  title,
  description,
  action,
  blockedReason,
  danger,
  confirm,
  order,
  step: stepName,
  onDone,
  formName,
}: Props) {
  const allowed = order.availableSteps.includes(stepName);
  const [form] = Form.useForm<{ reason: string }>();
  const step = useStep(order.id, stepName, () => {
    form.resetFields();
    onDone?.();
  });
  // A refused validation is already shown on the field.
  const submit = () =>
    form.validateFields().then(
      ({ reason }) => step.mutate({ reason: reason.trim() }),
      () => undefined,
    );
  const button = (onClick?: () => void) => (
    <Button type="primary" danger={danger} loading={step.isPending} disabled={!allowed} onClick={onClick}>
      {action}
    </Button>
  );
  return (
    <Card variant="borderless" title={title}>
      <Typography.Paragraph type="secondary">{description}</Typography.Paragraph>
      <Form name={formName} form={form} layout="vertical" style={{ maxWidth: 560 }} disabled={!allowed}>
        <ReasonItem />
        <Tooltip title={allowed ? undefined : blockedReason} trigger={['hover', 'focus']}>
          {/* A disabled button fires no mouse events: the span carries the tooltip's hover. */}
          <span style={{ display: 'inline-block' }} tabIndex={allowed ? undefined : 0}>
            {confirm ? (
              <Popconfirm title={confirm} onConfirm={() => void submit()} disabled={!allowed}>
                {button()}
              </Popconfirm>
            ) : (
              button(() => void submit())
            )}
          </span>
        </Tooltip>
      </Form>
    </Card>
  );
}
