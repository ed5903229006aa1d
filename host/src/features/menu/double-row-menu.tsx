import { useState } from 'react';
import { Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import { MenuIcon } from './menu-icons';
import { NavMenu, type NavMenuProps } from './nav-menu';

/** A narrow rail of top-level entries and a second column with the children of the chosen one. */
export function DoubleRowMenu(props: Omit<NavMenuProps, 'mode'> & { activeTop?: string }) {
  const { nav, theme, colorfulIcons, onNavigate, activeTop } = props;
  const { t } = useTranslation();
  const [picked, setPicked] = useState<string | undefined>(undefined);
  const currentKey = picked && nav.some((n) => n.key === picked) ? picked : (activeTop ?? nav[0]?.key);
  const current = nav.find((n) => n.key === currentKey);
  const dark = theme === 'dark';

  return (
    <div className="portal-double-row" style={{ display: 'flex', height: '100%' }}>
      <nav
        aria-label={t('host:theme.doubleRowSide')}
        className="portal-rail"
        style={{
          width: 72,
          flex: 'none',
          color: dark ? 'rgba(255,255,255,0.75)' : 'rgba(0,0,0,0.75)',
          borderInlineEnd: `1px solid ${dark ? '#ffffff1f' : '#0000000f'}`,
        }}
      >
        {nav.map((node) => {
          const active = node.key === currentKey;
          return (
            <Tooltip key={node.key} title={t(node.title)} placement="right">
              <button
                type="button"
                aria-pressed={active}
                aria-label={t(node.title)}
                className={`portal-rail-item${active ? ' is-active' : ''}`}
                onClick={() => {
                  setPicked(node.key);
                  if (!node.children) onNavigate(node.path);
                }}
              >
                <MenuIcon name={node.icon} colourKey={colorfulIcons ? node.path : undefined} />
                <span className="portal-rail-label">{t(node.title)}</span>
              </button>
            </Tooltip>
          );
        })}
      </nav>
      {current?.children && !props.collapsed ? (
        <div style={{ width: 168, flex: 'none', overflow: 'auto' }}>
          <NavMenu {...props} mode="inline" nav={current.children} collapsed={false} />
        </div>
      ) : null}
    </div>
  );
}
