import { useState } from 'react';
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Checkbox from 'antd/es/checkbox';
import Flex from 'antd/es/flex';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import LockOutlined from '@ant-design/icons/LockOutlined';
import UserOutlined from '@ant-design/icons/UserOutlined';
import { useMutation } from '@tanstack/react-query';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useSessionStore, type UserInfo } from '@portal/shared';
import { PublicShell } from '../../../components/public-shell';
import { usePageTitle } from '../../../components/use-page-title';
import { errorText } from '../../../components/error-text';
import { login } from '../api/login';
import { fetchUserDetail } from '../api/user-detail';
import { landingPath } from '../../../app/landing-path';

interface LoginForm {
  username: string;
  password: string;
  remember: boolean;
}

async function signIn(values: LoginForm): Promise<UserInfo> {
  const token = await login({ username: values.username.trim(), password: values.password });
  const session = useSessionStore.getState();
  session.signIn(token, values.remember);
  try {
    const user = await fetchUserDetail({ silent: true });
    useSessionStore.getState().setUser(user);
    return user;
  } catch (error) {
    useSessionStore.getState().clear();
    throw error;
  }
}

export function LoginPage() {
  const { t } = useTranslation('host');
  const location = useLocation();
  const navigate = useNavigate();
  const [failure, setFailure] = useState<string | null>(null);
  usePageTitle(t('login.title'));

  const mutation = useMutation({
    mutationFn: signIn,
    onMutate: () => setFailure(null),
    onSuccess: (user) => navigate(landingPath(user, location.search), { replace: true }),
    onError: (error) => setFailure(errorText(error)),
  });

  return (
    <PublicShell title={t('login.welcome')}>
      <Form<LoginForm>
        name="login"
        layout="vertical"
        initialValues={{ remember: true }}
        onFinish={(values) => mutation.mutate(values)}
        requiredMark={false}
      >
        <Form.Item
          label={t('login.username')}
          name="username"
          rules={[{ required: true, whitespace: true, message: t('login.usernameRequired') }]}
        >
          <Input prefix={<UserOutlined />} autoComplete="username" size="large" />
        </Form.Item>
        <Form.Item
          label={t('login.password')}
          name="password"
          rules={[{ required: true, message: t('login.passwordRequired') }]}
        >
          <Input.Password prefix={<LockOutlined />} autoComplete="current-password" size="large" />
        </Form.Item>
        <Flex justify="space-between" align="center" style={{ marginBottom: 16 }}>
          <Form.Item name="remember" valuePropName="checked" noStyle>
            <Checkbox>{t('login.remember')}</Checkbox>
          </Form.Item>
          <Link to="/forget">{t('login.forget')}</Link>
        </Flex>
        {failure ? <Alert type="error" showIcon title={failure} style={{ marginBottom: 16 }} /> : null}
        {/* The label keeps the name just the text: antd can leave its collapsed "loading" icon inside. */}
        <Button
          type="primary"
          htmlType="submit"
          size="large"
          block
          loading={mutation.isPending}
          aria-label={t('login.submit')}
          aria-busy={mutation.isPending}
        >
          {t('login.submit')}
        </Button>
      </Form>
    </PublicShell>
  );
}
