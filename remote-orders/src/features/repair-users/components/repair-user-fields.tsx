import { Col, Form, Input, Row } from 'antd';
import { useTranslation } from 'react-i18next';
import { REPAIR_USER_LIMITS as LIMITS, type RepairUser, type RepairUserBody } from '@portal/shared';
import { RegionCascader } from '@portal/shared/ui';
import { ContactPhoneItem } from '../../../components/contact-phone-item';

export interface RepairUserFormValues {
  name: string;
  repairNo?: string;
  contactName: string;
  contactPhone: string;
  regionCodes: string[];
  addressDetail: string;
}

export const toRepairUserInput = (values: RepairUserFormValues): RepairUserBody => ({
  name: values.name.trim(),
  repairNo: values.repairNo?.trim() || null,
  contactName: values.contactName.trim(),
  contactPhone: values.contactPhone.trim(),
  regionCodes: values.regionCodes,
  addressDetail: values.addressDetail.trim(),
});

export const toFormValues = (user: RepairUser): RepairUserFormValues => ({
  name: user.name,
  repairNo: user.repairNo ?? '',
  contactName: user.contactName,
  contactPhone: user.contactPhone,
  regionCodes: user.regionCodes,
  addressDetail: user.addressDetail,
});

/** The fields of a repair user, inside a parent `<Form>`. */
export function RepairUserFields() {
  const { t } = useTranslation('orders');
  return (
    <Row gutter={16}>
      <Col xs={24} md={12}>
        <Form.Item
          name="name"
          label={t('repairUser.name')}
          rules={[{ required: true, whitespace: true, message: t('repairUser.nameRequired') }]}
        >
          <Input maxLength={LIMITS.name} placeholder={t('repairUser.namePlaceholder')} />
        </Form.Item>
      </Col>
      <Col xs={24} md={12}>
        <Form.Item name="repairNo" label={t('common:orderField.repairNo')}>
          <Input maxLength={LIMITS.repairNo} placeholder={t('repairUser.repairNoPlaceholder')} />
        </Form.Item>
      </Col>
      <Col xs={24} md={12}>
        <Form.Item
          name="contactName"
          label={t('common:orderField.contactName')}
          rules={[{ required: true, whitespace: true, message: t('form.contactNameRequired') }]}
        >
          <Input maxLength={LIMITS.contactName} placeholder={t('form.contactNamePlaceholder')} />
        </Form.Item>
      </Col>
      <Col xs={24} md={12}>
        <ContactPhoneItem label={t('common:orderField.contactPhone')} />
      </Col>
      <Col xs={24} md={12}>
        <Form.Item
          name="regionCodes"
          label={t('repairUser.region')}
          rules={[{ required: true, type: 'array', min: 1, message: t('form.regionRequired') }]}
        >
          <RegionCascader />
        </Form.Item>
      </Col>
      <Col xs={24} md={12}>
        <Form.Item
          name="addressDetail"
          label={t('repairUser.addressDetail')}
          rules={[{ required: true, whitespace: true, message: t('form.addressDetailRequired') }]}
        >
          <Input maxLength={LIMITS.addressDetail} placeholder={t('form.addressDetailPlaceholder')} />
        </Form.Item>
      </Col>
    </Row>
  );
}
