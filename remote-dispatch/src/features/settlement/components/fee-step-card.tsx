import { Button, Card, Flex, Form, Input, InputNumber, Space, Typography } from 'antd';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { FeeInput, OrderDetailAnswer } from '@portal/shared';
import { FeeTable } from '@portal/shared/ui';
import { useStep, type StepsOf } from '../../../lib/order-flow';

interface FeeDraft {
  sortId: number | null;
  feeIndex: string;
  endRange: number | null;
  amount: number | null;
}

interface Props {
  title: string;
  /** What is on file for this kind. */
  rows: FeeInput[];
  action: string;
  /** The rows are editable while the order offers `step`; otherwise they are shown read-only. */
  order: Pick<StepsOf, 'availableSteps'> & { id: number };
  step: 'accept' | 'closeExpenses';
  /** Always read-only, whatever the order offers. */
  readOnly?: boolean;
  /** Name for tests and screen readers. */
  name: string;
  /** Unique in the document (field ids derive from it). */
  formName: string;
}

const round2 = (n: number) => Math.round(n * 100) / 100;

function toFees(drafts: FeeDraft[]): FeeInput[] {
  return drafts.map((d, index) => ({
    sortId: d.sortId ?? index + 1,
    feeIndex: d.feeIndex.trim(),
    endRange: d.endRange ?? null,
    amount: d.amount ?? 0,
  }));
}

/** A fee-row editor (sort, fee item, end of range, amount) and the step that files the rows. */
export function FeeStepCard({ title, rows, action, order, step: stepName, readOnly, name, formName }: Props) {
  const { t } = useTranslation('dispatch');
  const allowed = !readOnly && order.availableSteps.includes(stepName);
  const [form] = Form.useForm<{ fees: FeeDraft[] }>();
  const fees = Form.useWatch('fees', form) as FeeDraft[] | undefined;
  const total = round2((allowed ? (fees ?? []) : rows).reduce((sum, f) => sum + (f?.amount ?? 0), 0));
  const step = useStep(order.id, stepName);

  const initial: FeeDraft[] = rows.map((r) => ({ ...r, endRange: r.endRange ?? null }));
  return (
    <Card
      variant="borderless"
      title={title}
      extra={<Typography.Text strong>{t('fee.total', { total })}</Typography.Text>}
    >
      {allowed ? (
        <Form
          name={formName}
          form={form}
          initialValues={{ fees: initial }}
          onFinish={(values) => step.mutate({ fees: toFees(values.fees ?? []) })}
          aria-label={name}
        >
          <Form.List name="fees">
            {(fields, { add, remove }) => (
              <Flex vertical gap={8}>
                {fields.length ? (
                  <Flex gap={8} style={{ color: 'rgba(0,0,0,0.45)' }}>
                    <span style={{ width: 80 }}>{t('fee.sortId')}</span>
                    <span style={{ flex: 1 }}>{t('fee.feeIndex')}</span>
                    <span style={{ width: 140 }}>{t('fee.endRange')}</span>
                    <span style={{ width: 140 }}>{t('fee.amount')}</span>
                    <span style={{ width: 32 }} />
                  </Flex>
                ) : null}
                {fields.map((field, index) => (
                  <Flex key={field.key} gap={8} align="start">
                    <Form.Item name={[field.name, 'sortId']} style={{ width: 80, margin: 0 }}>
                      <InputNumber
                        aria-label={t('fee.sortId')}
                        min={0}
                        precision={0}
                        style={{ width: '100%' }}
                      />
                    </Form.Item>
                    <Form.Item
                      name={[field.name, 'feeIndex']}
                      style={{ flex: 1, margin: 0 }}
                      rules={[{ required: true, whitespace: true, message: t('fee.feeIndexRequired') }]}
                    >
                      <Input
                        aria-label={t('fee.feeIndex')}
                        maxLength={100}
                        placeholder={t('fee.feeIndexRequired')}
                      />
                    </Form.Item>
                    <Form.Item name={[field.name, 'endRange']} style={{ width: 140, margin: 0 }}>
                      <InputNumber aria-label={t('fee.endRange')} style={{ width: '100%' }} />
                    </Form.Item>
                    <Form.Item
                      name={[field.name, 'amount']}
                      style={{ width: 140, margin: 0 }}
                      rules={[{ required: true, message: t('fee.amountRequired') }]}
                    >
                      <InputNumber aria-label={t('fee.amount')} precision={2} style={{ width: '100%' }} />
                    </Form.Item>
                    <Button
                      aria-label={t('fee.remove', { index: index + 1 })}
                      icon={<DeleteOutlined />}
                      type="text"
                      onClick={() => remove(field.name)}
                    />
                  </Flex>
                ))}
                <Space>
                  <Button
                    icon={<PlusOutlined />}
                    onClick={() =>
                      add({ sortId: fields.length + 1, feeIndex: '', endRange: null, amount: null })
                    }
                  >
                    {t('fee.add')}
                  </Button>
                  <Button type="primary" htmlType="submit" loading={step.isPending}>
                    {action}
                  </Button>
                </Space>
              </Flex>
            )}
          </Form.List>
        </Form>
      ) : (
        <FeeTable rows={rows} name={name} />
      )}
    </Card>
  );
}

/** Each kind of fee row: its card's title, its step and that step's button. */
const FEE_KINDS = {
  income: { title: 'fee.incomeTitle', step: 'accept', action: 'action.accept' },
  expense: { title: 'fee.expenseTitle', step: 'closeExpenses', action: 'action.closeExpenses' },
} as const;

interface OrderFeeCardProps {
  order: Pick<OrderDetailAnswer, 'id' | 'status' | 'availableSteps' | 'fees'>;
  kind: keyof typeof FEE_KINDS;
  readOnly?: boolean;
}

/** One kind of the order's fee rows in the editor of the step that files them (a new status starts it afresh). */
export function OrderFeeCard({ order, kind, readOnly }: OrderFeeCardProps) {
  const { t } = useTranslation('dispatch');
  const { title, step, action } = FEE_KINDS[kind];
  return (
    <FeeStepCard
      key={`${order.status}-${kind}`}
      name={t(title)}
      formName={`${kind}-fees-${order.id}`}
      title={t(title)}
      rows={(order.fees?.rows ?? []).filter((f) => f.kind === kind)}
      action={t(action)}
      order={order}
      step={step}
      readOnly={readOnly}
    />
  );
}
