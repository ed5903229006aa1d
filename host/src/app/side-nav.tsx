import type { CSSProperties } from 'react';
import { Layout } from 'antd';
import type { NavNode } from '../features/menu/build-routes';
import { DoubleRowMenu } from '../features/menu/double-row-menu';
import { NavMenu } from '../features/menu/nav-menu';
import type { ThemeSettings } from '../features/theme/theme-settings';
import { PortalLogo } from './portal-logo';
import { HEADER_HEIGHT } from './header-bar';

interface SideNavProps {
  nav: NavNode[];
  settings: ThemeSettings;
  collapsed: boolean;
  selected: string[];
  open: string[];
  activeTop?: string;
  withLogo: boolean;
  doubleRow: boolean;
  ariaLabel: string;
  onNavigate: (path: string) => void;
}

export function SideNav(props: SideNavProps) {
  const { nav, settings, collapsed, selected, open, activeTop, withLogo, doubleRow, onNavigate } = props;
  const top = withLogo || !settings.fixedHeader ? 0 : HEADER_HEIGHT;
  const activeHasChildren = !!nav.find((n) => n.key === activeTop)?.children;
  const width = doubleRow ? (activeHasChildren && !collapsed ? 240 : 72) : 220;
  const fixed: CSSProperties = settings.fixedSidebar
    ? { position: 'sticky', top, height: `calc(100vh - ${top}px)`, overflow: 'auto', alignSelf: 'flex-start' }
    : {};

  const menuProps = {
    nav,
    theme: settings.sideTheme,
    selectedKeys: selected,
    openKeys: open,
    uniqueOpened: settings.uniqueOpened,
    colorfulIcons: settings.colorfulIcons,
    onNavigate,
    ariaLabel: props.ariaLabel,
  };

  return (
    <Layout.Sider
      className={`portal-sider is-${settings.sideTheme}`}
      theme={settings.sideTheme}
      collapsible
      trigger={null}
      collapsed={doubleRow ? false : collapsed}
      width={width}
      collapsedWidth={64}
      style={{ ...fixed, zIndex: 10 }}
    >
      <div style={{ display: 'flex', flexDirection: 'column', height: '100%' }}>
        {withLogo ? (
          <div style={{ color: settings.sideTheme === 'dark' ? '#fff' : undefined }}>
            <PortalLogo autoSize={settings.logoAutoSize} showName={!collapsed && width > 72} />
          </div>
        ) : null}
        <div style={{ flex: 1, minHeight: 0 }}>
          {doubleRow ? (
            <DoubleRowMenu {...menuProps} activeTop={activeTop} collapsed={collapsed} />
          ) : (
            <NavMenu {...menuProps} mode="inline" collapsed={collapsed} />
          )}
        </div>
      </div>
    </Layout.Sider>
  );
}
