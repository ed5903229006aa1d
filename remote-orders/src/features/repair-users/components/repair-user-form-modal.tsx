import { App, Form, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import type { RepairUser } from '@portal/shared';
import { useSaveRepairUser } from '../hooks/use-repair-users';
import { RepairUserFields, toRepairUserInput, type RepairUserFormValues } from './repair-user-fields';

interface Props {
  open: boolean;
  onClose: () => void;
  onCreated: (user: RepairUser) => void;
}

/** Adds a repair user without leaving the page that needs one. */
export function RepairUserFormModal({ open, onClose, onCreated }: Props) {
  const { t } = useTranslation('orders');
  const { message } = App.useApp();
  const [form] = Form.useForm<RepairUserFormValues>();
  const save = useSaveRepairUser();

  const finish = (values: RepairUserFormValues) => {
    if (save.isPending) return;
    save.mutate(
      { input: toRepairUserInput(values) },
      {
        onSuccess: (user) => {
          void message.success(t('common:common.added'));
          form.resetFields();
          onCreated(user);
        },
      },
    );
  };

  return (
    <Modal
      open={open}
      title={t('common:menu.repairUserAdd')}
      okText={t('common:common.save')}
      cancelText={t('common:common.cancel')}
      confirmLoading={save.isPending}
      onOk={() => form.submit()}
      onCancel={() => {
        form.resetFields();
        onClose();
      }}
      width={760}
      destroyOnHidden
    >
      <Form<RepairUserFormValues> form={form} layout="vertical" onFinish={finish}>
        <RepairUserFields />
      </Form>
    </Modal>
  );
}
