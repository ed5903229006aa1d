import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { REASON_MAX_LENGTH } from '@portal/shared';

/**
 * The required `reason` field of a parent `<Form>` (re-dispatch, cancel, change of engineer, an
 * engineer's rejection); `message` when the step asks for its reason in its own words.
 */
export function ReasonItem({ message, minRows = 2 }: { message?: string; minRows?: number }) {
  const { t } = useTranslation('dispatch');
  return (
    <Form.Item
      name="reason"
      label={t('upgrade.reason')}
      rules={[{ required: true, whitespace: true, message: message ?? t('upgrade.reasonRequired') }]}
    >
      <Input.TextArea autoSize={{ minRows, maxRows: 6 }} maxLength={REASON_MAX_LENGTH} showCount />
    </Form.Item>
  );
}
