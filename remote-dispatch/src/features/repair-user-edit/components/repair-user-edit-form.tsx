import { Button, Card, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { fieldText } from '../../../lib/i18n-labels';
import { isOpen } from '../../../lib/order-flow';
import { PHONE_PATTERN, ORDER_REPAIR_USER_LIMITS, PHONE_MAX_LENGTH } from '@portal/shared';
import type { RepairUserEdit } from '../api/save-repair-user-edit';
import { useSaveRepairUserEdit } from '../hooks/use-save-repair-user-edit';

type Values = Omit<RepairUserEdit, 'id'>;

/** The order's repair user, contact and service address (the repair-user record itself is unchanged). */
export function RepairUserEditForm({ order }: { order: Values & { id: number; status: string } }) {
  const { t } = useTranslation('dispatch');
  const allowed = isOpen(order.status);
  const save = useSaveRepairUserEdit();
  const required = (message: string) => [{ required: true, whitespace: true, message }];
  return (
    <Card variant="borderless" title={t('common:menu.repairUserEdit')}>
      <Form<Values>
        name={`repair-user-${order.id}`}
        layout="vertical"
        style={{ maxWidth: 560 }}
        disabled={!allowed}
        initialValues={{
          repairUserName: order.repairUserName,
          contactName: order.contactName,
          contactPhone: order.contactPhone,
          repairUserAddress: order.repairUserAddress,
        }}
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
        <Form.Item
          name="repairUserName"
          label={fieldText(t, 'repairUserName')}
          rules={required(t('repairUserEdit.nameRequired'))}
        >
          <Input maxLength={ORDER_REPAIR_USER_LIMITS.repairUserName} />
        </Form.Item>
        <Form.Item
          name="contactName"
          label={fieldText(t, 'contactName')}
          rules={required(t('repairUserEdit.contactRequired'))}
        >
          <Input maxLength={ORDER_REPAIR_USER_LIMITS.contactName} />
        </Form.Item>
        <Form.Item
          name="contactPhone"
          label={fieldText(t, 'contactPhone')}
          rules={[
            ...required(t('repairUserEdit.phoneRequired')),
            { pattern: PHONE_PATTERN, message: t('repairUserEdit.phoneInvalid') },
          ]}
        >
          <Input maxLength={PHONE_MAX_LENGTH} />
        </Form.Item>
        <Form.Item
          name="repairUserAddress"
          label={fieldText(t, 'repairUserAddress')}
          rules={required(t('repairUserEdit.addressRequired'))}
        >
          <Input.TextArea
            autoSize={{ minRows: 2, maxRows: 4 }}
            maxLength={ORDER_REPAIR_USER_LIMITS.repairUserAddress}
          />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={save.isPending} disabled={!allowed}>
          {t('common:common.save')}
        </Button>
      </Form>
    </Card>
  );
}
