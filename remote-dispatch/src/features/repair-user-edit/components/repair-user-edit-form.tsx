import type { ReactNode } from 'react';
import { Button, Card, Form, Input, type FormRule } from 'antd';
import { useTranslation } from 'react-i18next';
import { fieldText } from '../../../lib/i18n-labels';
import { isOpen } from '../../../lib/order-flow';
import { contactPhoneRule, ORDER_REPAIR_USER_LIMITS, PHONE_MAX_LENGTH } from '@portal/shared';
import type { RepairUserEdit } from '@portal/shared/contract';
import { useSaveRepairUserEdit } from '../hooks/use-save-repair-user-edit';

type Values = Omit<RepairUserEdit, 'id'>;

/** The order's repair user, contact and service address (the repair-user record itself is unchanged). */
export function RepairUserEditForm({ order }: { order: Values & { id: number; status: string } }) {
  const { t } = useTranslation('dispatch');
  const allowed = isOpen(order.status);
  const save = useSaveRepairUserEdit();
  // One field of the form: required (not blank), labelled as on the other order pages.
  const item = (name: keyof Values, requiredKey: string, input: ReactNode, rules: FormRule[] = []) => (
    <Form.Item
      name={name}
      label={fieldText(t, name)}
      rules={[{ required: true, whitespace: true, message: t(requiredKey) }, ...rules]}
    >
      {input}
    </Form.Item>
  );
  return (
    <Card variant="borderless" title={t('common:menu.repairUserEdit')}>
      <Form<Values>
        name={`repair-user-${order.id}`}
        layout="vertical"
        style={{ maxWidth: 560 }}
        disabled={!allowed}
        initialValues={order}
        onFinish={(values) =>
          save.mutate({
            id: order.id,
            repairUserName: values.repairUserName.trim(),
            contactName: values.contactName.trim(),
            contactPhone: values.contactPhone.trim(),
            repairUserAddress: values.repairUserAddress.trim(),
          })
        }
      >
        {item(
          'repairUserName',
          'repairUserEdit.nameRequired',
          <Input maxLength={ORDER_REPAIR_USER_LIMITS.repairUserName} />,
        )}
        {item(
          'contactName',
          'repairUserEdit.contactRequired',
          <Input maxLength={ORDER_REPAIR_USER_LIMITS.contactName} />,
        )}
        {item('contactPhone', 'repairUserEdit.phoneRequired', <Input maxLength={PHONE_MAX_LENGTH} />, [
          contactPhoneRule(t('repairUserEdit.phoneInvalid')),
        ])}
        {item(
          'repairUserAddress',
          'repairUserEdit.addressRequired',
          <Input.TextArea
            autoSize={{ minRows: 2, maxRows: 4 }}
            maxLength={ORDER_REPAIR_USER_LIMITS.repairUserAddress}
          />,
        )}
        <Button type="primary" htmlType="submit" loading={save.isPending} disabled={!allowed}>
          {t('common:common.save')}
        </Button>
      </Form>
    </Card>
  );
}
