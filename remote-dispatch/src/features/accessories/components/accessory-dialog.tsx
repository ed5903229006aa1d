import { useState } from 'react';
import {
  App,
  AutoComplete,
  Button,
  Col,
  Divider,
  Flex,
  Form,
  Input,
  InputNumber,
  Modal,
  Row,
  Select,
  Space,
  Tag,
  Typography,
  Upload,
} from 'antd';
import { CameraOutlined, DeleteOutlined, PlusOutlined, ScanOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { FormFooter } from '../../../components/form-footer';
import type { Accessory, CourierExtract } from '@portal/shared/contract';
import type { AccessoryInput } from '../hooks/use-accessory-changes';
import { useCourierCompanies, useQuickParts, useReceivers } from '../hooks/use-accessories';
import { useExtractExpress, useRecognizeExpress, useSaveAccessory } from '../hooks/use-accessory-changes';
import { ACCESSORY_LIMITS } from '@portal/shared';

interface Values {
  lines: Array<{ name: string; model?: string | null; quantity: number }>;
  courierCompanyId?: number | null;
  courierNo?: string | null;
  receiverId?: number | null;
  remark?: string | null;
}

interface Props {
  open: boolean;
  serviceId: number;
  /** The shipment to edit; none sends a new one. */
  accessory: Accessory | null;
  onClose: () => void;
}

export function AccessoryDialog({ open, serviceId, accessory, onClose }: Props) {
  const { t } = useTranslation('dispatch');
  return (
    <Modal
      open={open}
      width={760}
      title={accessory ? t('accessory.editTitle') : t('accessory.add')}
      onCancel={onClose}
      footer={null}
      destroyOnHidden
    >
      {open ? <AccessoryForm serviceId={serviceId} accessory={accessory} onClose={onClose} /> : null}
    </Modal>
  );
}

const emptyLine = (part?: { name: string; model: string | null }): Values['lines'][number] => ({
  name: part?.name ?? '',
  model: part?.model ?? null,
  quantity: 1,
});

function AccessoryForm({ serviceId, accessory, onClose }: Omit<Props, 'open'>) {
  const { t } = useTranslation('dispatch');
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const [pasted, setPasted] = useState('');
  const couriers = useCourierCompanies();
  const quick = useQuickParts();
  const receivers = useReceivers();

  // The warning names what was read: the pasted text, or the uploaded waybill photo.
  const applyCourier = (result: CourierExtract, source: 'text' | 'photo') => {
    const first = result.numbers[0];
    if (!first) {
      void message.warning(t(source === 'text' ? 'accessory.textNotRecognized' : 'accessory.notRecognized'));
      return;
    }
    form.setFieldsValue({
      courierNo: first.courierNo,
      ...(first.courierCompanyId ? { courierCompanyId: first.courierCompanyId } : {}),
    });
    void message.success(t('accessory.recognized', { no: first.courierNo }));
  };
  const extract = useExtractExpress((result) => applyCourier(result, 'text'));
  const recognize = useRecognizeExpress((result) => applyCourier(result, 'photo'));
  const save = useSaveAccessory(serviceId, accessory, onClose);
  const submit = (values: Values) =>
    save.mutate({
      lines: values.lines.map((l): AccessoryInput['lines'][number] => ({
        name: l.name.trim(),
        model: l.model?.trim() || null,
        quantity: l.quantity,
      })),
      courierCompanyId: values.courierCompanyId ?? null,
      courierNo: values.courierNo?.trim() || null,
      receiverId: values.receiverId ?? null,
      remark: values.remark?.trim() || null,
    });

  const partOptions = (quick.data ?? []).map((p) => ({
    value: p.name,
    label: p.model ? `${p.name} (${p.model})` : p.name,
  }));

  return (
    <Form<Values>
      name={`accessory-${serviceId}`}
      form={form}
      layout="vertical"
      initialValues={
        accessory
          ? {
              lines: accessory.lines.map((l) => ({ name: l.name, model: l.model, quantity: l.quantity })),
              courierCompanyId: accessory.courierCompanyId,
              courierNo: accessory.courierNo,
              receiverId: accessory.receiverId ?? null,
              remark: accessory.remark,
            }
          : { lines: [emptyLine()] }
      }
      onFinish={submit}
    >
      <Typography.Text strong>{t('common:accessoryField.lines')}</Typography.Text>
      {quick.data?.length ? (
        <Flex wrap gap={4} style={{ margin: '8px 0' }} aria-label={t('accessory.quickInput')}>
          <Typography.Text type="secondary">{t('accessory.quickInput')}</Typography.Text>
          {quick.data.map((part) => (
            <Tag.CheckableTag
              key={part.name}
              checked={false}
              onChange={() => {
                const lines = (form.getFieldValue('lines') as Values['lines']) ?? [];
                const blank = lines.findIndex((l) => !l?.name?.trim());
                const next = [...lines];
                if (blank >= 0) next[blank] = { ...next[blank], name: part.name, model: part.model };
                else next.push(emptyLine(part));
                form.setFieldsValue({ lines: next });
              }}
            >
              {part.name}
            </Tag.CheckableTag>
          ))}
        </Flex>
      ) : null}
      <Form.List
        name="lines"
        rules={[
          {
            validator: async (_, lines: unknown[]) => {
              if (!lines?.length) throw new Error(t('accessory.linesRequired'));
            },
          },
        ]}
      >
        {(fields, { add, remove }, { errors }) => (
          <Flex vertical gap={8} style={{ marginTop: 8 }}>
            {fields.map((field, index) => (
              <Flex key={field.key} gap={8} align="start">
                <Form.Item
                  name={[field.name, 'name']}
                  style={{ flex: 2, margin: 0 }}
                  rules={[
                    { required: true, whitespace: true, message: t('common:accessoryField.nameRequired') },
                  ]}
                >
                  <AutoComplete
                    aria-label={t('common:accessoryField.name')}
                    placeholder={t('common:accessoryField.name')}
                    options={partOptions}
                    showSearch={{
                      filterOption: (input, option) => String(option?.value ?? '').includes(input),
                    }}
                  />
                </Form.Item>
                <Form.Item name={[field.name, 'model']} style={{ flex: 1, margin: 0 }}>
                  <Input
                    aria-label={t('common:accessoryField.model')}
                    placeholder={t('common:accessoryField.model')}
                    maxLength={ACCESSORY_LIMITS.lineModel}
                  />
                </Form.Item>
                <Form.Item
                  name={[field.name, 'quantity']}
                  style={{ width: 110, margin: 0 }}
                  rules={[{ required: true, message: t('common:accessoryField.quantityRequired') }]}
                >
                  <InputNumber
                    aria-label={t('common:accessoryField.quantity')}
                    min={1}
                    max={ACCESSORY_LIMITS.quantity}
                    precision={0}
                    style={{ width: '100%' }}
                  />
                </Form.Item>
                <Button
                  type="text"
                  icon={<DeleteOutlined />}
                  aria-label={t('accessory.removeLine', { index: index + 1 })}
                  disabled={fields.length === 1}
                  onClick={() => remove(field.name)}
                />
              </Flex>
            ))}
            <Form.ErrorList errors={errors} />
            <Button type="dashed" icon={<PlusOutlined />} onClick={() => add(emptyLine())}>
              {t('accessory.addLine')}
            </Button>
          </Flex>
        )}
      </Form.List>
      <Divider />
      <Row gutter={12}>
        <Col span={10}>
          <Form.Item name="courierCompanyId" label={t('common:accessoryField.courierCompanyName')}>
            <Select
              allowClear
              loading={couriers.isPending}
              options={(couriers.data ?? []).map((c) => ({ value: c.id, label: c.name }))}
            />
          </Form.Item>
        </Col>
        <Col span={14}>
          <Form.Item
            name="courierNo"
            label={t('common:accessoryField.courierNo')}
            rules={[{ pattern: /^[A-Za-z0-9-]*$/, message: t('accessory.courierNoPattern') }]}
          >
            <Input allowClear maxLength={ACCESSORY_LIMITS.courierNo} />
          </Form.Item>
        </Col>
      </Row>
      <Form.Item label={t('accessory.pasteLabel')}>
        <Space.Compact style={{ width: '100%' }}>
          <Input.TextArea
            aria-label={t('accessory.pasteLabel')}
            value={pasted}
            onChange={(e) => setPasted(e.target.value)}
            autoSize={{ minRows: 1, maxRows: 4 }}
            placeholder={t('accessory.pastePlaceholder')}
          />
          <Button
            icon={<ScanOutlined />}
            disabled={!pasted.trim()}
            loading={extract.isPending}
            onClick={() => extract.mutate(pasted)}
          >
            {t('accessory.extract')}
          </Button>
        </Space.Compact>
        <Upload
          accept="image/*"
          showUploadList={false}
          beforeUpload={(file) => {
            recognize.mutate(file);
            return false;
          }}
        >
          <Button icon={<CameraOutlined />} loading={recognize.isPending} style={{ marginTop: 8 }}>
            {t('accessory.recognize')}
          </Button>
        </Upload>
      </Form.Item>
      <Row gutter={12}>
        <Col span={10}>
          <Form.Item name="receiverId" label={t('accessory.receiver')}>
            <Select
              allowClear
              showSearch={{ optionFilterProp: 'label' }}
              loading={receivers.isPending}
              options={(receivers.data ?? []).map((r) => ({ value: r.id, label: r.name }))}
            />
          </Form.Item>
        </Col>
        <Col span={14}>
          <Form.Item name="remark" label={t('common:accessoryField.remark')}>
            <Input allowClear maxLength={ACCESSORY_LIMITS.remark} />
          </Form.Item>
        </Col>
      </Row>
      <FormFooter onCancel={onClose} loading={save.isPending} />
    </Form>
  );
}
