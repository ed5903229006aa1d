import { App, Button, Card, Col, Form, Input, InputNumber, Row, Space } from 'antd';
import { MinusCircleOutlined, PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { AccessoryRequest } from '../hooks/use-accessories';
import { useCreateAccessory } from '../hooks/use-accessories';
import { ACCESSORY_LIMITS } from '@portal/shared';

export interface ResendValues {
  lines: Array<{ name?: string; model?: string; quantity?: number | null }>;
  remark?: string;
}

export function toAccessoryRequest(serviceId: number, values: ResendValues): AccessoryRequest {
  return {
    serviceId,
    lines: values.lines.map((line) => ({
      name: (line.name ?? '').trim(),
      model: line.model?.trim() || null,
      quantity: Number(line.quantity),
    })),
    remark: values.remark?.trim() || null,
  };
}

const EMPTY_LINE = { name: '', model: '', quantity: 1 };

/** 重新发送配件: asks for a new shipment of parts for the order. */
export function ResendAccessoryForm({ serviceId, disabled }: { serviceId: number; disabled?: boolean }) {
  const { t } = useTranslation('orders');
  const { message } = App.useApp();
  const [form] = Form.useForm<ResendValues>();
  const create = useCreateAccessory();

  const finish = (values: ResendValues) => {
    if (create.isPending) return;
    create.mutate(toAccessoryRequest(serviceId, values), {
      onSuccess: () => {
        void message.success(t('common:common.added'));
        form.resetFields();
      },
    });
  };

  return (
    <Card variant="borderless" title={t('accessory.resend')}>
      <Form<ResendValues>
        form={form}
        name="resendAccessory"
        layout="vertical"
        initialValues={{ lines: [EMPTY_LINE] }}
        onFinish={finish}
        disabled={disabled}
      >
        <Form.List name="lines">
          {(fields, { add, remove }) => (
            <>
              {fields.map((field, index) => (
                <Row key={field.key} gutter={12} align="top">
                  <Col xs={24} md={9}>
                    <Form.Item
                      name={[field.name, 'name']}
                      label={index === 0 ? t('common:accessoryField.name') : undefined}
                      rules={[
                        {
                          required: true,
                          whitespace: true,
                          message: t('common:accessoryField.nameRequired'),
                        },
                      ]}
                    >
                      <Input
                        maxLength={ACCESSORY_LIMITS.lineName}
                        aria-label={t('accessory.lineNameN', { n: index + 1 })}
                      />
                    </Form.Item>
                  </Col>
                  <Col xs={24} md={8}>
                    <Form.Item
                      name={[field.name, 'model']}
                      label={index === 0 ? t('common:accessoryField.model') : undefined}
                    >
                      <Input
                        maxLength={ACCESSORY_LIMITS.lineModel}
                        aria-label={t('accessory.lineModelN', { n: index + 1 })}
                      />
                    </Form.Item>
                  </Col>
                  <Col xs={18} md={5}>
                    <Form.Item
                      name={[field.name, 'quantity']}
                      label={index === 0 ? t('common:accessoryField.quantity') : undefined}
                      validateFirst
                      rules={[
                        { required: true, message: t('common:accessoryField.quantityRequired') },
                        {
                          validator: (_, value: number | null | undefined) =>
                            value !== null && value !== undefined && Number.isInteger(value) && value > 0
                              ? Promise.resolve()
                              : Promise.reject(new Error(t('accessory.quantityPositive'))),
                        },
                      ]}
                    >
                      <InputNumber
                        min={1}
                        max={ACCESSORY_LIMITS.quantity}
                        precision={0}
                        style={{ width: '100%' }}
                        aria-label={t('accessory.lineQuantityN', { n: index + 1 })}
                      />
                    </Form.Item>
                  </Col>
                  <Col xs={6} md={2}>
                    <Form.Item label={index === 0 ? ' ' : undefined}>
                      <Button
                        type="text"
                        icon={<MinusCircleOutlined />}
                        disabled={fields.length === 1}
                        onClick={() => remove(field.name)}
                        aria-label={t('accessory.removeLine', { n: index + 1 })}
                      />
                    </Form.Item>
                  </Col>
                </Row>
              ))}
              <Form.Item>
                <Button
                  type="dashed"
                  icon={<PlusOutlined />}
                  onClick={() => add(EMPTY_LINE)}
                  disabled={fields.length >= ACCESSORY_LIMITS.lines}
                >
                  {t('accessory.addLine')}
                </Button>
              </Form.Item>
            </>
          )}
        </Form.List>
        <Form.Item name="remark" label={t('common:accessoryField.remark')}>
          <Input.TextArea
            autoSize={{ minRows: 2, maxRows: 6 }}
            maxLength={ACCESSORY_LIMITS.remark}
            showCount
          />
        </Form.Item>
        <Space>
          <Button type="primary" htmlType="submit" loading={create.isPending} disabled={create.isPending}>
            {t('accessory.resend')}
          </Button>
        </Space>
      </Form>
    </Card>
  );
}
