import type { ComponentType } from 'react';
import { useNavigate } from 'react-router-dom';
import { App, Button, Card, Col, Flex, Form, Input, Row, Select, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import dayjs from 'dayjs';
import { ORDER_LIMITS, type UploadedFile } from '@portal/shared';
import { DatePickerWithShortcuts, RegionCascader, TimeSelect, UploadWithProgress } from '@portal/shared/ui';
import type { RepairUser } from '@portal/shared/contract';
import { ContactPhoneItem } from '../../../components/contact-phone-item';
import type { CreateOrderBody } from '@portal/shared';
import { useProjects, useServiceContents } from '../hooks/use-place-order';
import { useSubmitOrder } from '../hooks/use-submit-order';
import { ProjectGuidePanel } from './project-guide-panel';

export const orderDetailsPath = (id: number) => `/orderQueryDetails?id=${id}`;

/** What the form needs of a repair user to fill in the address and the contact. */
export type RepairUserSummary = Pick<
  RepairUser,
  'id' | 'contactName' | 'contactPhone' | 'regionCodes' | 'addressDetail'
>;

export interface RepairUserPickerProps {
  id?: string;
  value?: number | null;
  onChange?: (id: number | null, user: RepairUserSummary | null) => void;
}

export interface PlaceOrderValues {
  projectId?: number;
  serviceContentId?: number;
  repairUserId?: number;
  regionCodes?: string[];
  addressDetail?: string;
  contactName?: string;
  contactPhone?: string;
  /** 'YYYY-MM-DD' */
  appointmentDate?: string;
  /** 'HH:mm' */
  appointmentTime?: string;
  faultDescription?: string;
  attachments?: UploadedFile[];
}

/** The request body from validated form values. */
export function toCreateOrderBody(values: PlaceOrderValues): CreateOrderBody {
  return {
    projectId: values.projectId as number,
    serviceContentId: values.serviceContentId as number,
    repairUserId: values.repairUserId as number,
    regionCodes: values.regionCodes ?? [],
    addressDetail: (values.addressDetail ?? '').trim(),
    contactName: (values.contactName ?? '').trim(),
    contactPhone: (values.contactPhone ?? '').trim(),
    appointmentTime: `${values.appointmentDate} ${values.appointmentTime}:00`,
    faultDescription: (values.faultDescription ?? '').trim(),
    attachments: (values.attachments ?? []).map((file) => file.id),
  };
}

const FORM_NAME = 'placeOrder';

interface Props {
  /** Chooses (or adds) a repair user; supplied by the page so that this feature stays on its own. */
  RepairUserPicker: ComponentType<RepairUserPickerProps>;
}

/** Places a service order; beside it, the chosen project's guidelines and documents. */
export function PlaceOrderForm({ RepairUserPicker }: Props) {
  const { t } = useTranslation('orders');
  const { message } = App.useApp();
  const navigate = useNavigate();
  const [form] = Form.useForm<PlaceOrderValues>();
  const projectId = Form.useWatch('projectId', form);
  const serviceContentId = Form.useWatch('serviceContentId', form);
  const projects = useProjects();
  const contents = useServiceContents(projectId);
  const { submit, startOver: newKey, isPending } = useSubmitOrder();

  const startOver = () => {
    newKey();
    form.resetFields();
  };

  const fillFromRepairUser = (user: RepairUserSummary | null) => {
    if (!user) return;
    form.setFieldsValue({
      regionCodes: user.regionCodes,
      addressDetail: user.addressDetail,
      contactName: user.contactName,
      contactPhone: user.contactPhone,
    });
    void form
      .validateFields(['regionCodes', 'addressDetail', 'contactName', 'contactPhone'])
      .catch(() => undefined);
  };

  const finish = (values: PlaceOrderValues) =>
    submit(toCreateOrderBody(values), (order) => {
      void message.success(t('common:common.added'));
      form.resetFields();
      navigate(orderDetailsPath(order.id));
    });

  const today = dayjs().format('YYYY-MM-DD');
  const notInThePast = (_: unknown, time: string | undefined) => {
    const date = form.getFieldValue('appointmentDate') as string | undefined;
    if (!date || !time) return Promise.resolve();
    return dayjs(`${date} ${time}`).isBefore(dayjs(), 'minute')
      ? Promise.reject(new Error(t('placeOrder.appointmentPast')))
      : Promise.resolve();
  };

  return (
    <Row gutter={[16, 16]}>
      <Col xs={24} xl={16}>
        <Card variant="borderless" title={t('placeOrder.title')}>
          <Form<PlaceOrderValues>
            form={form}
            name={FORM_NAME}
            layout="vertical"
            initialValues={{ attachments: [] }}
            onFinish={finish}
            onValuesChange={(changed) => {
              if ('projectId' in changed) form.setFieldsValue({ serviceContentId: undefined });
            }}
            scrollToFirstError
          >
            <Row gutter={16}>
              <Col xs={24} md={12}>
                <Form.Item
                  name="projectId"
                  label={t('common:orderField.project')}
                  rules={[{ required: true, message: t('placeOrder.projectRequired') }]}
                >
                  <Select<number>
                    showSearch={{ optionFilterProp: 'label' }}
                    loading={projects.isPending}
                    placeholder={t('placeOrder.projectPlaceholder')}
                    options={(projects.data ?? []).map((p) => ({ value: p.id, label: p.name }))}
                  />
                </Form.Item>
              </Col>
              <Col xs={24} md={12}>
                <Form.Item
                  name="serviceContentId"
                  label={t('common:orderField.serviceContent')}
                  rules={[{ required: true, message: t('placeOrder.serviceContentRequired') }]}
                >
                  <Select<number>
                    disabled={projectId === undefined}
                    loading={contents.isFetching}
                    placeholder={t(
                      projectId === undefined
                        ? 'placeOrder.selectProjectFirst'
                        : 'placeOrder.serviceContentPlaceholder',
                    )}
                    options={(contents.data ?? []).map((c) => ({ value: c.id, label: c.name }))}
                  />
                </Form.Item>
              </Col>
            </Row>
            <Form.Item
              name="repairUserId"
              label={t('common:orderField.repairUserName')}
              rules={[{ required: true, message: t('form.repairUserRequired') }]}
            >
              <RepairUserPicker onChange={(_, user) => fillFromRepairUser(user)} />
            </Form.Item>
            <Form.Item
              label={t('common:orderField.repairUserAddress')}
              htmlFor={`${FORM_NAME}_regionCodes`}
              required
              style={{ marginBottom: 0 }}
            >
              <Flex gap={8} wrap>
                <Form.Item
                  name="regionCodes"
                  rules={[{ required: true, type: 'array', min: 1, message: t('form.regionRequired') }]}
                  style={{ flex: '1 1 240px' }}
                >
                  <RegionCascader />
                </Form.Item>
                <Form.Item
                  name="addressDetail"
                  rules={[{ required: true, whitespace: true, message: t('form.addressDetailRequired') }]}
                  style={{ flex: '2 1 280px' }}
                >
                  <Input
                    maxLength={ORDER_LIMITS.addressDetail}
                    placeholder={t('form.addressDetailPlaceholder')}
                    aria-label={t('repairUser.addressDetail')}
                  />
                </Form.Item>
              </Flex>
            </Form.Item>
            <Row gutter={16}>
              <Col xs={24} md={12}>
                <Form.Item
                  name="contactName"
                  label={t('common:orderField.contactName')}
                  rules={[{ required: true, whitespace: true, message: t('form.contactNameRequired') }]}
                >
                  <Input
                    maxLength={ORDER_LIMITS.contactName}
                    placeholder={t('form.contactNamePlaceholder')}
                  />
                </Form.Item>
              </Col>
              <Col xs={24} md={12}>
                <ContactPhoneItem label={t('common:orderField.contactPhone')} />
              </Col>
            </Row>
            <Form.Item
              label={t('placeOrder.appointment')}
              htmlFor={`${FORM_NAME}_appointmentDate`}
              required
              style={{ marginBottom: 0 }}
            >
              <Flex gap={8} wrap>
                <Form.Item
                  name="appointmentDate"
                  rules={[{ required: true, message: t('placeOrder.appointmentDateRequired') }]}
                >
                  <DatePickerWithShortcuts
                    disabledDate={(day) => day.format('YYYY-MM-DD') < today}
                    style={{ width: 200 }}
                  />
                </Form.Item>
                <Form.Item
                  name="appointmentTime"
                  dependencies={['appointmentDate']}
                  validateFirst
                  rules={[
                    { required: true, message: t('placeOrder.appointmentTimeRequired') },
                    { validator: notInThePast },
                  ]}
                >
                  <TimeSelect style={{ width: 140 }} aria-label={t('placeOrder.appointmentTime')} />
                </Form.Item>
              </Flex>
            </Form.Item>
            <Form.Item
              name="faultDescription"
              label={t('common:orderField.faultDescription')}
              rules={[
                {
                  required: true,
                  whitespace: true,
                  message: t('common:orderField.faultDescriptionRequired'),
                },
              ]}
            >
              <Input.TextArea
                autoSize={{ minRows: 4, maxRows: 10 }}
                maxLength={ORDER_LIMITS.faultDescription}
                showCount
                placeholder={t('placeOrder.faultDescriptionPlaceholder')}
              />
            </Form.Item>
            <Form.Item
              name="attachments"
              label={t('common:orderField.attachments')}
              extra={t('placeOrder.attachmentsHint', { count: ORDER_LIMITS.attachments })}
            >
              <UploadWithProgress multiple maxCount={ORDER_LIMITS.attachments} listType="text" />
            </Form.Item>
            <Space>
              <Button type="primary" htmlType="submit" loading={isPending} disabled={isPending}>
                {t('placeOrder.submit')}
              </Button>
              <Button onClick={startOver} disabled={isPending}>
                {t('common:common.reset')}
              </Button>
            </Space>
          </Form>
        </Card>
      </Col>
      <Col xs={24} xl={8}>
        <ProjectGuidePanel projectId={projectId} serviceContentId={serviceContentId} />
      </Col>
    </Row>
  );
}
