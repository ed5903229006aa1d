import { useState } from 'react';
import { Avatar, Dropdown } from 'antd';
import KeyOutlined from '@ant-design/icons/KeyOutlined';
import LogoutOutlined from '@ant-design/icons/LogoutOutlined';
import UserOutlined from '@ant-design/icons/UserOutlined';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useSessionStore } from '@portal/shared';
import { ChangePasswordDialog } from '../features/account/change-password-dialog';
import { useLogout } from './use-logout';

export function UserMenu() {
  const { t } = useTranslation('host');
  const navigate = useNavigate();
  const user = useSessionStore((s) => s.user);
  const confirmLogout = useLogout();
  const [passwordOpen, setPasswordOpen] = useState(false);
  const name = user?.name || user?.username || '';

  return (
    <>
      <Dropdown
        trigger={['click']}
        menu={{
          items: [
            { key: 'profile', icon: <UserOutlined aria-hidden />, label: t('common:menu.profile') },
            { key: 'password', icon: <KeyOutlined aria-hidden />, label: t('password.title') },
            { type: 'divider' },
            { key: 'logout', icon: <LogoutOutlined aria-hidden />, label: t('header.logout'), danger: true },
          ],
          onClick: ({ key }) => {
            if (key === 'profile') navigate('/user/profile');
            else if (key === 'password') setPasswordOpen(true);
            else if (key === 'logout') void confirmLogout();
          },
        }}
      >
        <button type="button" className="portal-header-action portal-user-trigger">
          <Avatar size="small" src={user?.avatar || undefined} icon={<UserOutlined aria-hidden />} alt="" />
          <span style={{ fontSize: 14 }}>{name}</span>
        </button>
      </Dropdown>
      <ChangePasswordDialog open={passwordOpen} onClose={() => setPasswordOpen(false)} />
    </>
  );
}
