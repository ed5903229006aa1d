import { Dropdown, Tabs, type MenuProps } from 'antd';
import CloseCircleOutlined from '@ant-design/icons/CloseCircleOutlined';
import CloseOutlined from '@ant-design/icons/CloseOutlined';
import ColumnWidthOutlined from '@ant-design/icons/ColumnWidthOutlined';
import DownOutlined from '@ant-design/icons/DownOutlined';
import ReloadOutlined from '@ant-design/icons/ReloadOutlined';
import VerticalLeftOutlined from '@ant-design/icons/VerticalLeftOutlined';
import VerticalRightOutlined from '@ant-design/icons/VerticalRightOutlined';
import { useTranslation } from 'react-i18next';
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

  const items = tabs.map((tab) => {
    const title = titleOf(tab);
    return {
      key: tab.key,
      label: (
        <Dropdown
          trigger={['contextMenu']}
          menu={{ items: menuItems, onClick: ({ key }) => onAction(key as TabAction, tab.key) }}
        >
          <span className="portal-tab-label" data-tab-key={tab.key}>
            {tabStyle === 'dot' ? <span className="portal-tab-dot" aria-hidden /> : null}
            <span>{title}</span>
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
        </Dropdown>
      ),
    };
  });

  // The ▾ button sits beside the tab list, not in it: a tab list holds tabs only (aria-required-children).
  return (
    <nav className={`portal-tab-bar portal-tabs-${tabStyle}`} aria-label={t('tabs.bar')}>
      <Tabs
        size="small"
        type={tabStyle === 'card' ? 'card' : 'line'}
        activeKey={activeKey}
        items={items}
        onChange={onSelect}
        tabBarStyle={{ margin: 0 }}
      />
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
