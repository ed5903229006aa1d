import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { contactPhoneRule, PHONE_MAX_LENGTH } from '@portal/shared';

/** The required, checked `contactPhone` field of a parent `<Form>` (placing an order, a repair user). */
export function ContactPhoneItem({ label }: { label: string }) {
  const { t } = useTranslation('orders');
  return (
    <Form.Item
      name="contactPhone"
      label={label}
      validateFirst
      rules={[
        { required: true, whitespace: true, message: t('form.contactPhoneRequired') },
        contactPhoneRule(t('form.contactPhoneInvalid')),
      ]}
    >
      <Input maxLength={PHONE_MAX_LENGTH} placeholder={t('form.contactPhonePlaceholder')} />
    </Form.Item>
  );
}
