import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { eventBus } from '@portal/shared';
import { currentLocation, renderWithProviders } from '@portal/shared/src/testing';
import '../../locales';
import { TabBar } from './tab-bar';
import type { TabItem } from './tab-ops';
import { useTabsStore } from './tabs-store';
import { useTabActions, useTabEvents } from './use-tab-actions';

const tab = (key: string, title: string, closable = true): TabItem => ({
  key,
  path: key.split('?')[0],
  title,
  closable,
});

function Harness() {
  const run = useTabActions();
  useTabEvents(run);
  const { tabs, activeKey } = useTabsStore();
  return (
    <TabBar
      tabs={tabs}
      activeKey={activeKey}
      tabStyle="default"
      titleOf={(t) => t.title}
      onSelect={() => {}}
      onAction={run}
    />
  );
}

function setup(keys: [string, string][], active: string) {
  const store = useTabsStore.getState();
  store.reset(1, tab('/workplace', '工作台', false));
  for (const [key, title] of keys) useTabsStore.getState().open(tab(key, title));
  useTabsStore.getState().open(useTabsStore.getState().tabs.find((t) => t.key === active) as TabItem);
  renderWithProviders(<Harness />, { route: active });
  return userEvent.setup();
}

const openMenuOf = (title: string) => fireEvent.contextMenu(screen.getByText(title));
const keys = () => useTabsStore.getState().tabs.map((t) => t.key);

describe('tab context menu', () => {
  it('offers every action as a menu item', async () => {
    setup([['/orderQuery', '工单查询']], '/orderQuery');
    openMenuOf('工单查询');
    for (const label of ['重新加载', '关闭', '关闭左侧', '关闭右侧', '关闭其他', '全部关闭']) {
      expect(await screen.findByRole('menuitem', { name: label })).toBeTruthy();
    }
  });

  it('warns when there is nothing to close on the left', async () => {
    const user = setup([['/orderQuery', '工单查询']], '/workplace');
    openMenuOf('工作台');
    await user.click(await screen.findByRole('menuitem', { name: '关闭左侧' }));
    expect(await screen.findByText('左侧没有可关闭的标签页')).toBeTruthy();
    expect(keys()).toEqual(['/workplace', '/orderQuery']);
  });

  it('warns when there is nothing to close on the right', async () => {
    const user = setup([['/orderQuery', '工单查询']], '/orderQuery');
    openMenuOf('工单查询');
    await user.click(await screen.findByRole('menuitem', { name: '关闭右侧' }));
    expect(await screen.findByText('右侧没有可关闭的标签页')).toBeTruthy();
  });

  it('warns when only the home tab is open', async () => {
    const user = setup([], '/workplace');
    openMenuOf('工作台');
    await user.click(await screen.findByRole('menuitem', { name: '关闭其他' }));
    expect(await screen.findByText('没有其他可关闭的标签页')).toBeTruthy();
    openMenuOf('工作台');
    const closeAll = await screen.findAllByRole('menuitem', { name: '全部关闭' });
    await user.click(closeAll[closeAll.length - 1]);
    expect(await screen.findByText('没有可关闭的标签页')).toBeTruthy();
  });

  it('closes the other tabs but keeps home', async () => {
    const user = setup(
      [
        ['/orderQueryDetails?id=1', '详情 1'],
        ['/orderQueryDetails?id=2', '详情 2'],
        ['/orderQuery', '工单查询'],
      ],
      '/orderQueryDetails?id=2',
    );
    openMenuOf('详情 2');
    await user.click(await screen.findByRole('menuitem', { name: '关闭其他' }));
    await waitFor(() => expect(keys()).toEqual(['/workplace', '/orderQueryDetails?id=2']));
  });

  it('reloads a tab by bumping its counter', async () => {
    const user = setup([['/orderQuery', '工单查询']], '/orderQuery');
    openMenuOf('工单查询');
    await user.click(await screen.findByRole('menuitem', { name: '重新加载' }));
    expect(useTabsStore.getState().reloadSeq['/orderQuery']).toBe(1);
  });

  it('closes a tab from its close mark but the home tab has none', async () => {
    const user = setup([['/orderQuery', '工单查询']], '/orderQuery');
    const closeMark = (key: string) => document.querySelector(`[data-tab-key="${key}"] .portal-tab-close`);
    expect(closeMark('/workplace')).toBeNull();
    await user.click(closeMark('/orderQuery') as Element);
    expect(keys()).toEqual(['/workplace']);
  });

  it('keeps the tab list to tabs, the tab menu button beside it in a named landmark', () => {
    setup([['/orderQuery', '工单查询']], '/orderQuery');
    const tablist = screen.getByRole('tablist');
    // antd's overflow button (…) stays in the list but hidden, out of the accessibility tree, until tabs overflow.
    const controls = [...tablist.querySelectorAll<HTMLElement>('button, [role="button"]')];
    expect(controls.filter((el) => el.style.visibility !== 'hidden')).toEqual([]);
    const nav = screen.getByRole('navigation', { name: '已打开的页面' });
    expect(nav.contains(screen.getByRole('button', { name: '标签页操作' }))).toBe(true);
  });

  it('follows tab:close and tab:reload from the event bus', async () => {
    setup(
      [
        ['/orderQuery', '工单查询'],
        ['/orderQueryDetails?id=5', '详情 5'],
      ],
      '/orderQuery',
    );
    act(() => eventBus.emit('tab:reload', { path: '/orderQuery' }));
    expect(useTabsStore.getState().reloadSeq['/orderQuery']).toBe(1);
    act(() => eventBus.emit('tab:close', { path: '/orderQueryDetails?id=5' }));
    await waitFor(() => expect(keys()).toEqual(['/workplace', '/orderQuery']));
  });

  it('follows tab:open: navigates and keeps the given title', () => {
    setup([], '/workplace');
    act(() => eventBus.emit('tab:open', { path: '/orderQueryDetails?id=8', title: '工单 SO-8' }));
    expect(currentLocation()).toBe('/orderQueryDetails?id=8');
    expect(useTabsStore.getState().titleOverrides['/orderQueryDetails?id=8']).toBe('工单 SO-8');
  });
});

describe('tab list keys', () => {
  it('keeps one tab in the tab order; arrows move along the tabs, Enter or a click opens one', () => {
    const onSelect = jest.fn();
    const tabs = [tab('/workplace', '工作台', false), tab('/orderQuery', '工单查询'), tab('/notice', '通知')];
    renderWithProviders(
      <TabBar
        tabs={tabs}
        activeKey="/orderQuery"
        tabStyle="card"
        titleOf={(t) => t.title}
        onSelect={onSelect}
        onAction={() => {}}
      />,
    );
    const [home, query, notice] = screen.getAllByRole('tab');
    expect(query.getAttribute('aria-selected')).toBe('true');
    expect([home.tabIndex, query.tabIndex, notice.tabIndex]).toEqual([-1, 0, -1]);
    query.focus();
    fireEvent.keyDown(query, { key: 'ArrowRight' });
    expect(document.activeElement).toBe(notice);
    fireEvent.keyDown(notice, { key: 'ArrowRight' });
    expect(document.activeElement).toBe(home);
    fireEvent.keyDown(home, { key: 'End' });
    expect(document.activeElement).toBe(notice);
    expect(onSelect).not.toHaveBeenCalled();
    fireEvent.keyDown(notice, { key: 'Enter' });
    expect(onSelect).toHaveBeenCalledWith('/notice');
    fireEvent.click(home);
    expect(onSelect).toHaveBeenLastCalledWith('/workplace');
    // The page shown already is not opened again.
    fireEvent.click(query);
    fireEvent.keyDown(query, { key: 'Enter' });
    expect(onSelect).toHaveBeenCalledTimes(2);
  });
});
