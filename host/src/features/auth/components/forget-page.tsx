import Button from 'antd/es/button';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Result from 'antd/es/result';
import Typography from 'antd/es/typography';
import PhoneOutlined from '@ant-design/icons/PhoneOutlined';
import UserOutlined from '@ant-design/icons/UserOutlined';
import { useMutation } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { PublicShell } from '../../../components/public-shell';
import { usePageTitle } from '../../../components/use-page-title';
import { call, FORGET_NOTE_MAX, USER_LIMITS, USER_PHONE_PATTERN, type ForgetBody } from '@portal/shared';
import { authRoutes } from '@portal/shared/contract';

export function ForgetPage() {
  const { t } = useTranslation('host');
  usePageTitle(t('login.forget'));
  // A public request: the administrators set a new password and contact the user.
  const mutation = useMutation({
    mutationFn: (body: ForgetBody) => call(authRoutes.passwordForget, { body }),
  });

  if (mutation.isSuccess) {
    return (
      <PublicShell title={t('login.forget')}>
        <Result
          status="success"
          title={t('forget.sentTitle')}
          subTitle={t('forget.sentContent')}
          extra={<Link to="/login">{t('forget.backToLogin')}</Link>}
        />
      </PublicShell>
    );
  }

  return (
    <PublicShell title={t('login.forget')}>
      <Typography.Paragraph type="secondary">{t('forget.intro')}</Typography.Paragraph>
      <Form<ForgetBody>
        name="forget"
        layout="vertical"
        requiredMark={false}
        onFinish={(values) =>
          mutation.mutate({
            username: values.username.trim(),
            phone: values.phone.trim(),
            note: values.note?.trim() ?? '',
          })
        }
      >
        <Form.Item
          label={t('login.username')}
          name="username"
          rules={[{ required: true, whitespace: true, message: t('login.usernameRequired') }]}
        >
          <Input prefix={<UserOutlined />} autoComplete="username" />
        </Form.Item>
        <Form.Item
          label={t('forget.phone')}
          name="phone"
          rules={[
            { required: true, whitespace: true, message: t('forget.phoneRequired') },
            { pattern: USER_PHONE_PATTERN, message: t('forget.phoneInvalid') },
          ]}
        >
          <Input
            prefix={<PhoneOutlined />}
            autoComplete="tel"
            inputMode="tel"
            maxLength={USER_LIMITS.phone}
          />
        </Form.Item>
        <Form.Item label={t('forget.note')} name="note">
          <Input.TextArea
            rows={3}
            maxLength={FORGET_NOTE_MAX}
            showCount
            placeholder={t('forget.notePlaceholder')}
          />
        </Form.Item>
        <Button type="primary" htmlType="submit" block loading={mutation.isPending}>
          {t('forget.submit')}
        </Button>
        <div style={{ textAlign: 'center', marginTop: 16 }}>
          <Link to="/login">{t('forget.backToLogin')}</Link>
        </div>
      </Form>
    </PublicShell>
  );
}
