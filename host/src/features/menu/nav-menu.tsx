import { useEffect, useMemo, useState } from 'react';
import { Menu, type MenuProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { trailTo, type NavNode } from './build-routes';
import { MenuIcon } from './menu-icons';

type MenuItems = NonNullable<MenuProps['items']>;

export interface NavMenuProps {
  nav: NavNode[];
  mode: 'inline' | 'horizontal';
  theme: 'dark' | 'light';
  selectedKeys: string[];
  openKeys: string[];
  uniqueOpened: boolean;
  colorfulIcons: boolean;
  collapsed?: boolean;
  onNavigate: (path: string) => void;
  ariaLabel?: string;
}

export function NavMenu(props: NavMenuProps) {
  const { nav, mode, theme, selectedKeys, openKeys, uniqueOpened, colorfulIcons, collapsed, onNavigate } =
    props;
  const { t } = useTranslation();
  const [open, setOpen] = useState<string[]>(openKeys);
  const openSignature = openKeys.join('|');

  // Opening a page also opens the submenus that contain it.
  useEffect(() => {
    const wanted = openSignature ? openSignature.split('|') : [];
    setOpen((current) => (uniqueOpened ? wanted : [...new Set([...current, ...wanted])]));
  }, [openSignature, uniqueOpened]);

  const items = useMemo<MenuItems>(() => {
    const toItems = (nodes: NavNode[], depth: number): MenuItems =>
      nodes.map((node) => ({
        key: node.key,
        label: t(node.title),
        icon:
          depth === 0 || node.icon ? (
            <MenuIcon name={node.icon} colourKey={colorfulIcons ? node.path : undefined} />
          ) : undefined,
        children: node.children ? toItems(node.children, depth + 1) : undefined,
      }));
    return toItems(nav, 0);
  }, [nav, colorfulIcons, t]);

  const onOpenChange = (keys: string[]) => {
    if (!uniqueOpened) return setOpen(keys);
    const latest = keys.find((k) => !open.includes(k));
    if (!latest) return setOpen(keys);
    setOpen([...(trailTo(nav, latest) ?? []), latest]);
  };

  const inlineOpen = mode === 'inline' && !collapsed ? { openKeys: open, onOpenChange } : {};

  return (
    <Menu
      aria-label={props.ariaLabel}
      mode={mode}
      theme={theme}
      items={items}
      selectedKeys={selectedKeys}
      inlineCollapsed={mode === 'inline' ? collapsed : undefined}
      onClick={({ key }) => onNavigate(String(key))}
      style={{
        borderInlineEnd: 'none',
        borderBottom: 'none',
        flex: mode === 'horizontal' ? 1 : undefined,
        minWidth: 0,
        background: mode === 'horizontal' ? 'transparent' : undefined,
      }}
      {...inlineOpen}
    />
  );
}
