import { useState } from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import {
  App,
  Button,
  Checkbox,
  Col,
  DatePicker,
  Form,
  Input,
  Modal,
  Row,
  Select,
  Space,
  type FormRule,
} from 'antd';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { DATE_TIME_FORMAT, TRACKING_CONTENT_MAX_LENGTH } from '@portal/shared';
import { FormFooter } from '../../../components/form-footer';
import type { TrackingInput, TrackingRecord, TrackingType, TrackTemplate } from '../api/types';
import { useOnTheJobUsers, useTrackTemplates } from '../hooks/use-tracking';
import { useLastCompletion, useSaveTracking } from '../hooks/use-tracking-changes';

/** SPEC section 9: the tracking dialog is 600 wide, its text 3 to 15 rows. */
export const TRACKING_MODAL_WIDTH = 600;
export const CONTENT_ROWS = { minRows: 3, maxRows: 15 };

interface TrackingFormValues {
  contactTime: Dayjs | null;
  content: string;
  type: TrackingType;
  isCustomerVisibility: boolean;
  isEngineerVisible: boolean;
  isRemind: boolean;
  reminderId: number | null;
  remindTime: Dayjs | null;
}

/** SPEC section 5: both the contact time and the content are required. */
export function trackingRules(
  t: TFunction,
): Record<'contactTime' | 'content' | 'reminderId' | 'remindTime', FormRule[]> {
  return {
    contactTime: [{ required: true, message: t('dispatch:tracking.contactTimeRequired') }],
    content: [{ required: true, whitespace: true, message: t('dispatch:tracking.contentRequired') }],
    reminderId: [{ required: true, message: t('dispatch:tracking.reminderRequired') }],
    remindTime: [{ required: true, message: t('dispatch:tracking.remindTimeRequired') }],
  };
}

interface Props {
  open: boolean;
  serviceId: number;
  engineerId: number | null;
  /** The record to edit; none adds one. */
  record: TrackingRecord | null;
  onClose: () => void;
}

/** The tracking-record add/edit dialog. */
export function TrackingDialog({ open, serviceId, engineerId, record, onClose }: Props) {
  const { t } = useTranslation('dispatch');
  return (
    <Modal
      open={open}
      width={TRACKING_MODAL_WIDTH}
      title={record ? t('tracking.editTitle') : t('tracking.add')}
      onCancel={onClose}
      footer={null}
      destroyOnHidden
    >
      {open ? (
        <TrackingForm serviceId={serviceId} engineerId={engineerId} record={record} onClose={onClose} />
      ) : null}
    </Modal>
  );
}

const insertText = (current: string | undefined, text: string) =>
  current?.trim() ? `${current.trimEnd()}\n${text}` : text;

function TrackingForm({ serviceId, engineerId, record, onClose }: Omit<Props, 'open'>) {
  const { t } = useTranslation('dispatch');
  const { message } = App.useApp();
  const [form] = Form.useForm<TrackingFormValues>();
  const templates = useTrackTemplates();
  const users = useOnTheJobUsers();
  const isRemind = Form.useWatch('isRemind', form);
  const rules = trackingRules(t);
  const [initialValues] = useState<TrackingFormValues>(() => ({
    // Fixed to the moment the dialog opens; the server records its own time anyway.
    contactTime: dayjs(),
    content: record?.content ?? '',
    type: record?.type ?? 'content',
    isCustomerVisibility: record?.isCustomerVisibility ?? false,
    isEngineerVisible: record?.isEngineerVisible ?? true,
    isRemind: record?.isRemind ?? false,
    reminderId: record?.reminderId ?? null,
    remindTime: record?.remindTime ? dayjs(record.remindTime) : null,
  }));

  const toInput = (values: TrackingFormValues): TrackingInput => ({
    serviceId,
    engineerId,
    content: values.content.trim(),
    contactTime: (values.contactTime ?? dayjs()).format(DATE_TIME_FORMAT),
    type: values.type,
    isCustomerVisibility: !!values.isCustomerVisibility,
    isEngineerVisible: !!values.isEngineerVisible,
    isRemind: !!values.isRemind,
    reminderId: values.isRemind ? values.reminderId : null,
    remindTime: values.isRemind && values.remindTime ? values.remindTime.format(DATE_TIME_FORMAT) : null,
  });
  const save = useSaveTracking(record, onClose);

  const lastCompletion = useLastCompletion(serviceId, (last) => {
    if (!last) {
      void message.info(t('tracking.noLastCompletion'));
      return;
    }
    form.setFieldsValue({
      content: insertText(form.getFieldValue('content'), last.content),
      type: 'completion',
    });
  });

  const templateSelect = (type: TrackingType, list: TrackTemplate[], label: string) => (
    <Select<number>
      aria-label={label}
      placeholder={label}
      value={null}
      style={{ width: '100%' }}
      options={list.map((tpl) => ({
        value: tpl.id,
        label: tpl.dictDataName || tpl.dictValue,
        title: tpl.dictValue,
      }))}
      onChange={(id) => {
        const tpl = list.find((item) => item.id === id);
        if (tpl)
          form.setFieldsValue({ content: insertText(form.getFieldValue('content'), tpl.dictValue), type });
      }}
    />
  );

  return (
    <Form
      name={`tracking-${serviceId}`}
      form={form}
      layout="vertical"
      initialValues={initialValues}
      onFinish={(values) => save.mutate(toInput(values))}
    >
      <Form.Item name="contactTime" label={t('tracking.contactTime')} rules={rules.contactTime}>
        <DatePicker showTime format={DATE_TIME_FORMAT} disabled style={{ width: '100%' }} />
      </Form.Item>
      <Form.Item label={t('tracking.templates')}>
        <Row gutter={8}>
          <Col span={8}>
            {templateSelect('completion', templates.completion, t('tracking.completionTemplate'))}
          </Col>
          <Col span={8}>{templateSelect('visit', templates.visit, t('tracking.visitTemplate'))}</Col>
          <Col span={8}>{templateSelect('content', templates.content, t('tracking.contentTemplate'))}</Col>
        </Row>
        <Button
          type="link"
          size="small"
          style={{ paddingInline: 0, marginTop: 4 }}
          loading={lastCompletion.isPending}
          onClick={() => lastCompletion.mutate()}
        >
          {t('tracking.insertLastCompletion')}
        </Button>
      </Form.Item>
      <Form.Item name="type" hidden>
        <Input />
      </Form.Item>
      <Form.Item name="content" label={t('tracking.content')} rules={rules.content}>
        <Input.TextArea
          autoSize={CONTENT_ROWS}
          maxLength={TRACKING_CONTENT_MAX_LENGTH}
          placeholder={t('tracking.contentRequired')}
        />
      </Form.Item>
      <Space size={24} wrap style={{ marginBottom: 16 }}>
        <Form.Item name="isCustomerVisibility" valuePropName="checked" noStyle>
          <Checkbox>{t('tracking.customerVisible')}</Checkbox>
        </Form.Item>
        <Form.Item name="isEngineerVisible" valuePropName="checked" noStyle>
          <Checkbox>{t('tracking.engineerVisible')}</Checkbox>
        </Form.Item>
        <Form.Item name="isRemind" valuePropName="checked" noStyle>
          <Checkbox>{t('tracking.remind')}</Checkbox>
        </Form.Item>
      </Space>
      {isRemind ? (
        <Row gutter={12}>
          <Col span={12}>
            <Form.Item name="reminderId" label={t('tracking.reminder')} rules={rules.reminderId}>
              <Select
                showSearch={{ optionFilterProp: 'label' }}
                loading={users.isPending}
                options={(users.data ?? []).map((u) => ({ value: u.id, label: u.name }))}
                placeholder={t('tracking.reminderRequired')}
              />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item name="remindTime" label={t('tracking.remindTime')} rules={rules.remindTime}>
              <DatePicker
                showTime={{ format: 'HH:mm' }}
                format="YYYY-MM-DD HH:mm"
                style={{ width: '100%' }}
                disabledDate={(day) => day.isBefore(dayjs().startOf('day'))}
              />
            </Form.Item>
          </Col>
        </Row>
      ) : null}
      <FormFooter onCancel={onClose} loading={save.isPending} />
    </Form>
  );
}
