import { Avatar, Card, Descriptions, Empty, Flex, Tag, Typography } from 'antd';
import { UserOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { orDash, useSessionStore } from '@portal/shared';

/** The signed-in user's own information, from the session. */
export function ProfileCard() {
  const { t } = useTranslation('admin');
  const user = useSessionStore((s) => s.user);

  if (!user) {
    return (
      <Card variant="borderless">
        <Empty description={t('profile.notSignedIn')} />
      </Card>
    );
  }

  return (
    <Card variant="borderless">
      <Flex align="center" gap={16} style={{ marginBottom: 24 }}>
        <Avatar size={64} src={user.avatar || undefined} icon={<UserOutlined />} alt={user.name} />
        <div>
          <Typography.Title level={4} style={{ margin: 0 }}>
            {user.name}
          </Typography.Title>
          <Typography.Text type="secondary">{user.username}</Typography.Text>
        </div>
      </Flex>
      <Descriptions
        title={t('profile.title')}
        bordered
        column={{ xs: 1, sm: 1, md: 2 }}
        items={[
          { key: 'name', label: t('user.name'), children: user.name },
          { key: 'username', label: t('user.username'), children: user.username },
          {
            key: 'authority',
            label: t('user.authority'),
            children: <Tag>{t(`authority.${user.authority}`)}</Tag>,
          },
          { key: 'company', label: t('user.company'), children: orDash(user.customIdName) },
          { key: 'phone', label: t('user.phone'), children: orDash(user.phone) },
          { key: 'telephone', label: t('user.telephone'), children: orDash(user.telephone) },
        ]}
      />
    </Card>
  );
}
