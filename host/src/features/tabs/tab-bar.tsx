import { useLayoutEffect, useRef, type CSSProperties, type KeyboardEvent } from 'react';
import { Dropdown, theme, type MenuProps } from 'antd';
import CloseCircleOutlined from '@ant-design/icons/CloseCircleOutlined';
import CloseOutlined from '@ant-design/icons/CloseOutlined';
import ColumnWidthOutlined from '@ant-design/icons/ColumnWidthOutlined';
import DownOutlined from '@ant-design/icons/DownOutlined';
import ReloadOutlined from '@ant-design/icons/ReloadOutlined';
import VerticalLeftOutlined from '@ant-design/icons/VerticalLeftOutlined';
import VerticalRightOutlined from '@ant-design/icons/VerticalRightOutlined';
import { useTranslation } from 'react-i18next';
import { moveTabFocus, revealSelectedTab } from '@portal/shared/ui';
import type { TabItem } from './tab-ops';
import type { TabAction } from './tab-actions';

export type TabStyle = 'default' | 'dot' | 'card';

export interface TabBarProps {
  tabs: TabItem[];
  activeKey: string;
  tabStyle: TabStyle;
  titleOf: (tab: TabItem) => string;
  onSelect: (key: string) => void;
  onAction: (action: TabAction, key: string) => void;
}

export function TabBar({ tabs, activeKey, tabStyle, titleOf, onSelect, onAction }: TabBarProps) {
  const { t } = useTranslation('host');
  // The tab menu (a tab's context menu, and the ▾ button's for the active tab); keys are TabActions.
  const menuItems: NonNullable<MenuProps['items']> = [
    { key: 'reload', label: t('tabs.reload'), icon: <ReloadOutlined aria-hidden /> },
    { key: 'close', label: t('tabs.close'), icon: <CloseOutlined aria-hidden /> },
    { type: 'divider' },
    { key: 'closeLeft', label: t('tabs.closeLeft'), icon: <VerticalRightOutlined aria-hidden /> },
    { key: 'closeRight', label: t('tabs.closeRight'), icon: <VerticalLeftOutlined aria-hidden /> },
    { key: 'closeOthers', label: t('tabs.closeOthers'), icon: <ColumnWidthOutlined aria-hidden /> },
    { key: 'closeAll', label: t('tabs.closeAll'), icon: <CloseCircleOutlined aria-hidden /> },
  ];

  const { token } = theme.useToken();
  const card = tabStyle === 'card';
  const list = useRef<HTMLDivElement>(null);

  useLayoutEffect(() => {
    if (list.current) revealSelectedTab(list.current);
  }, [activeKey, tabs.length]);

  const tabStyleOf = (active: boolean): CSSProperties => ({
    flex: 'none',
    display: 'inline-flex',
    alignItems: 'center',
    padding: card ? `${token.paddingXXS}px ${token.paddingXS}px` : `${token.paddingXS}px 0`,
    fontSize: token.fontSize,
    lineHeight: token.lineHeight,
    whiteSpace: 'nowrap',
    cursor: 'pointer',
    color: active ? token.colorPrimary : token.colorText,
    ...(card
      ? {
          background: active ? token.colorBgContainer : token.colorFillAlter,
          border: `${token.lineWidth}px ${token.lineType} ${token.colorBorderSecondary}`,
          borderBottomColor: active ? token.colorBgContainer : token.colorBorderSecondary,
          borderRadius: `${token.borderRadiusLG}px ${token.borderRadiusLG}px 0 0`,
          marginBottom: -token.lineWidth,
        }
      : // The ink bar under the active tab (none in the dot style, whose dot says it).
        { boxShadow: active && tabStyle === 'default' ? `inset 0 -2px 0 ${token.colorPrimary}` : undefined }),
  });

  // The page shown already is not opened again (that would add it to the browser's history twice).
  const select = (key: string) => {
    if (key !== activeKey) onSelect(key);
  };
  const selectByKey = (event: KeyboardEvent<HTMLElement>, key: string) => {
    if (event.key !== 'Enter' && event.key !== ' ') return;
    event.preventDefault();
    select(key);
  };

  // A plain tab list, not antd's Tabs: those measured themselves after mounting and rendered their
  // tabs four or five times again on every page load, and folded the tabs that did not fit (a phone)
  // into a "more" menu whose button sits inside role=tablist. This one scrolls sideways instead.
  // The ▾ button sits beside the tab list, not in it: a tab list holds tabs only (aria-required-children).
  return (
    <nav className={`portal-tab-bar portal-tabs-${tabStyle}`} aria-label={t('tabs.bar')}>
      <div
        ref={list}
        role="tablist"
        className="portal-tab-list"
        onKeyDown={moveTabFocus}
        style={{
          gap: card ? token.marginXXS / 2 : token.marginXL,
          borderBottom: `${token.lineWidth}px ${token.lineType} ${token.colorBorderSecondary}`,
        }}
      >
        {tabs.map((tab) => {
          const active = tab.key === activeKey;
          return (
            <Dropdown
              key={tab.key}
              trigger={['contextMenu']}
              menu={{ items: menuItems, onClick: ({ key }) => onAction(key as TabAction, tab.key) }}
            >
              <div
                role="tab"
                aria-selected={active}
                tabIndex={active ? 0 : -1}
                className={active ? 'portal-tab portal-tab-active' : 'portal-tab'}
                style={tabStyleOf(active)}
                onClick={() => select(tab.key)}
                onKeyDown={(event) => selectByKey(event, tab.key)}
              >
                <span className="portal-tab-label" data-tab-key={tab.key}>
                  {tabStyle === 'dot' ? <span className="portal-tab-dot" aria-hidden /> : null}
                  <span>{titleOf(tab)}</span>
                  {tab.closable ? (
                    // Not a button of its own: a control inside a tab is lost to assistive technology
                    // (nested-interactive). Keyboard users close a tab from the tab menu (the ▾ button).
                    <span
                      aria-hidden
                      className="portal-tab-close"
                      onClick={(event) => {
                        event.stopPropagation();
                        onAction('close', tab.key);
                      }}
                    >
                      <CloseOutlined />
                    </span>
                  ) : null}
                </span>
              </div>
            </Dropdown>
          );
        })}
      </div>
      <Dropdown
        trigger={['click']}
        menu={{ items: menuItems, onClick: ({ key }) => onAction(key as TabAction, activeKey) }}
      >
        <button type="button" className="portal-tab-more" aria-label={t('tabs.actions')}>
          <DownOutlined />
        </button>
      </Dropdown>
    </nav>
  );
}
