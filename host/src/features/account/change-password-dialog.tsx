import { Alert, App, Form, Input, Modal } from 'antd';
import { useMutation } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useSessionStore, type PasswordChangeBody } from '@portal/shared';
import { errorText } from '../../components/error-text';
import { changePassword } from './change-password';

export function ChangePasswordDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation('host');
  const { t: tc } = useTranslation();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const [form] = Form.useForm<PasswordChangeBody>();

  const mutation = useMutation({
    mutationFn: changePassword,
    onSuccess: () => {
      void message.success(t('common:common.modified'));
      form.resetFields();
      onClose();
      // The server ended every session of this user: sign in again with the new password.
      navigate('/login', { replace: true });
      useSessionStore.getState().clear();
    },
  });

  const close = () => {
    form.resetFields();
    // The failure shown goes with the dialog (a call still on its way keeps running).
    if (mutation.isError) mutation.reset();
    onClose();
  };

  return (
    <Modal
      title={t('password.title')}
      open={open}
      onOk={() => form.submit()}
      onCancel={close}
      okText={tc('common.ok')}
      cancelText={tc('common.cancel')}
      confirmLoading={mutation.isPending}
    >
      <Form<PasswordChangeBody>
        form={form}
        name="change-password"
        layout="vertical"
        requiredMark={false}
        onFinish={(values) => mutation.mutate(values)}
      >
        <Form.Item
          label={t('password.old')}
          name="oldPassword"
          rules={[{ required: true, message: t('password.oldRequired') }]}
        >
          <Input.Password autoComplete="current-password" />
        </Form.Item>
        <Form.Item
          label={t('common:password.new')}
          name="password"
          rules={[{ required: true, message: t('common:password.newRequired') }]}
        >
          <Input.Password autoComplete="new-password" />
        </Form.Item>
        <Form.Item
          label={t('common:password.confirm')}
          name="password2"
          dependencies={['password']}
          rules={[
            { required: true, message: t('common:password.confirmRequired') },
            ({ getFieldValue }) => ({
              validator: (_, value: string | undefined) =>
                !value || getFieldValue('password') === value
                  ? Promise.resolve()
                  : Promise.reject(new Error(t('common:password.mismatch'))),
            }),
          ]}
        >
          <Input.Password autoComplete="new-password" />
        </Form.Item>
      </Form>
      {mutation.isError ? <Alert type="error" showIcon title={errorText(mutation.error)} /> : null}
    </Modal>
  );
}
