import { App, Alert, Button, Card, Form, Input, theme } from 'antd';
import { KeyOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { USER_LIMITS } from '@portal/shared';
import { useResetSystemUserPassword } from '../hooks/use-reset-system-user-password';
import { confirmRules, passwordRules } from '../lib/system-user-form';

interface ResetValues {
  password: string;
  confirm: string;
}

/**
 * How a manager answers a forgotten-password request: the request's notice links to the user's edit
 * page, so this card stands beside the form rather than below it.
 */
export function ResetPasswordCard({
  userId,
  disabled,
  autoFocus,
}: {
  userId: number;
  disabled?: boolean;
  autoFocus?: boolean;
}) {
  const { t } = useTranslation('admin');
  const { message } = App.useApp();
  const { token } = theme.useToken();
  const [form] = Form.useForm<ResetValues>();
  const reset = useResetSystemUserPassword();

  const finish = ({ password }: ResetValues) => {
    if (reset.isPending) return;
    reset.mutate(
      { id: userId, password },
      {
        onSuccess: () => {
          void message.success(t('resetPassword.done'));
          form.resetFields();
        },
      },
    );
  };

  return (
    <Card
      variant="borderless"
      title={
        <span>
          <KeyOutlined style={{ marginInlineEnd: 8, color: token.colorWarning }} />
          {t('resetPassword.title')}
        </span>
      }
      styles={{ header: { borderBottom: `2px solid ${token.colorWarningBorder}` } }}
    >
      <section aria-label={t('resetPassword.title')}>
        <Alert type="warning" showIcon title={t('resetPassword.description')} style={{ marginBottom: 16 }} />
        <Form<ResetValues>
          form={form}
          name={`reset-password-${userId}`}
          layout="vertical"
          onFinish={finish}
          disabled={disabled}
        >
          <Form.Item
            name="password"
            label={t('common:password.new')}
            rules={passwordRules(t, 'common:password.newRequired')}
          >
            <Input.Password
              autoComplete="new-password"
              maxLength={USER_LIMITS.passwordMax}
              autoFocus={autoFocus}
            />
          </Form.Item>
          <Form.Item
            name="confirm"
            label={t('common:password.confirm')}
            dependencies={['password']}
            rules={confirmRules(t, 'password')}
          >
            <Input.Password autoComplete="new-password" maxLength={USER_LIMITS.passwordMax} />
          </Form.Item>
          <Button
            type="primary"
            htmlType="submit"
            icon={<KeyOutlined />}
            loading={reset.isPending}
            disabled={disabled || reset.isPending}
            block
          >
            {t('resetPassword.title')}
          </Button>
        </Form>
      </section>
    </Card>
  );
}
