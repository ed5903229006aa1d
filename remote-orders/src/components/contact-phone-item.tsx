import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { PHONE_MAX_LENGTH, PHONE_PATTERN } from '@portal/shared';

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
        // Saved trimmed, so checked trimmed: a number pasted with spaces around it is fine.
        {
          pattern: PHONE_PATTERN,
          transform: (value?: string) => value?.trim(),
          message: t('form.contactPhoneInvalid'),
        },
      ]}
    >
      <Input maxLength={PHONE_MAX_LENGTH} placeholder={t('form.contactPhonePlaceholder')} />
    </Form.Item>
  );
}
