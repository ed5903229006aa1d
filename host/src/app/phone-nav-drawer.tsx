import { Drawer } from 'antd';
import { useTranslation } from 'react-i18next';
import type { NavNode } from '../features/menu/build-routes';
import { NavMenu } from '../features/menu/nav-menu';
import type { ThemeSettings } from '../features/theme/theme-settings';
import { PortalLogo } from './portal-logo';

interface PhoneNavDrawerProps {
  open: boolean;
  nav: NavNode[];
  settings: ThemeSettings;
  selected: string[];
  openKeys: string[];
  onNavigate: (path: string) => void;
  onClose: () => void;
}

/** At phone width the menu is a drawer from the left, whatever the chosen layout; choosing a page closes it. */
export function PhoneNavDrawer({
  open,
  nav,
  settings,
  selected,
  openKeys,
  onNavigate,
  onClose,
}: PhoneNavDrawerProps) {
  const { t } = useTranslation('host');
  const dark = settings.sideTheme === 'dark';
  return (
    <Drawer
      open={open}
      onClose={onClose}
      placement="left"
      size={280}
      closable={false}
      title={<PortalLogo autoSize={settings.logoAutoSize} showName />}
      aria-label={t('header.menu')}
      rootClassName="portal-phone-nav"
      styles={{
        header: { padding: 0, background: dark ? '#001529' : undefined, color: dark ? '#fff' : undefined },
        body: { padding: 0, background: dark ? '#001529' : undefined },
      }}
    >
      <NavMenu
        nav={nav}
        mode="inline"
        theme={settings.sideTheme}
        selectedKeys={selected}
        openKeys={openKeys}
        uniqueOpened={settings.uniqueOpened}
        colorfulIcons={settings.colorfulIcons}
        ariaLabel={t('header.menu')}
        onNavigate={(path) => {
          onClose();
          onNavigate(path);
        }}
      />
    </Drawer>
  );
}
