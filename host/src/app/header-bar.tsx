import type { CSSProperties, ReactNode } from 'react';
import { Layout, theme } from 'antd';
import MenuFoldOutlined from '@ant-design/icons/MenuFoldOutlined';
import MenuUnfoldOutlined from '@ant-design/icons/MenuUnfoldOutlined';
import SkinOutlined from '@ant-design/icons/SkinOutlined';
import { useTranslation } from 'react-i18next';
import { ChatButtonSlot } from '../features/remotes/chat-button-slot';
import { ChatModalSlot } from '../features/remotes/chat-modal-slot';
import { NoticesBell } from '../features/notices-bell/notices-bell';
import { HeaderThemeProvider } from '../features/theme/header-theme';
import { useThemeStore } from '../features/theme/theme-store';
import { LanguageSwitch } from '../components/language-switch';
import { PortalLogo } from './portal-logo';
import { UserMenu } from './user-menu';

export const HEADER_HEIGHT = 56;

interface HeaderBarProps {
  showLogo: boolean;
  menu?: ReactNode;
  collapsed?: boolean;
  onToggleCollapsed?: () => void;
  onOpenTheme: () => void;
}

export function HeaderBar({ showLogo, menu, collapsed, onToggleCollapsed, onOpenTheme }: HeaderBarProps) {
  const { t } = useTranslation('host');
  const { token } = theme.useToken();
  const settings = useThemeStore((s) => s.settings);
  const dark = settings.headerTheme === 'dark';

  const style: CSSProperties = {
    display: 'flex',
    alignItems: 'center',
    gap: 4,
    height: HEADER_HEIGHT,
    lineHeight: 'normal',
    padding: '0 12px 0 0',
    background: dark ? '#001529' : token.colorBgContainer,
    color: dark ? 'rgba(255,255,255,0.88)' : token.colorText,
    borderBottom: dark ? 'none' : `1px solid ${token.colorBorderSecondary}`,
    position: settings.fixedHeader ? 'sticky' : 'relative',
    top: 0,
    zIndex: 20,
  };

  return (
    <HeaderThemeProvider>
      <Layout.Header className={`portal-header is-${settings.headerTheme}`} style={style}>
        {showLogo ? (
          <PortalLogo autoSize={settings.logoAutoSize} showName width={220} />
        ) : (
          <span style={{ width: 12 }} />
        )}
        {onToggleCollapsed ? (
          <button
            type="button"
            className="portal-header-action"
            aria-label={collapsed ? t('header.expand') : t('header.collapse')}
            onClick={onToggleCollapsed}
          >
            {collapsed ? <MenuUnfoldOutlined /> : <MenuFoldOutlined />}
          </button>
        ) : null}
        <div style={{ flex: 1, minWidth: 0, display: 'flex', alignSelf: 'stretch', alignItems: 'center' }}>
          {menu}
        </div>
        <ChatButtonSlot />
        <ChatModalSlot />
        <NoticesBell />
        <LanguageSwitch />
        <button
          type="button"
          className="portal-header-action"
          aria-label={t('theme.title')}
          onClick={onOpenTheme}
        >
          <SkinOutlined />
        </button>
        <UserMenu />
      </Layout.Header>
    </HeaderThemeProvider>
  );
}
