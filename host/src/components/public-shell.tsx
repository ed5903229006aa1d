import type { ReactNode } from 'react';
import Card from 'antd/es/card';
import Flex from 'antd/es/flex';
import Typography from 'antd/es/typography';
import theme from 'antd/es/theme';
import { useTranslation } from 'react-i18next';
import { LanguageSwitch } from './language-switch';
import { LogoMark } from './logo-mark';

/** The frame of the pages shown without a session (login, forgotten password). */
export function PublicShell({ title, children }: { title: string; children: ReactNode }) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  return (
    <Flex
      vertical
      style={{
        minHeight: '100vh',
        background: `linear-gradient(135deg, ${token.colorPrimaryBg} 0%, ${token.colorBgLayout} 60%)`,
      }}
    >
      <Flex justify="space-between" align="center" style={{ padding: '12px 24px' }}>
        <Flex align="center" gap={10}>
          <LogoMark />
          <Typography.Text strong style={{ fontSize: 18 }}>
            {t('app.name')}
          </Typography.Text>
        </Flex>
        <LanguageSwitch />
      </Flex>
      <Flex flex={1} justify="center" align="center" style={{ padding: 24 }}>
        <Card style={{ width: 400, maxWidth: '100%' }}>
          <Typography.Title level={3} style={{ textAlign: 'center', marginTop: 0 }}>
            {title}
          </Typography.Title>
          {children}
        </Card>
      </Flex>
    </Flex>
  );
}
