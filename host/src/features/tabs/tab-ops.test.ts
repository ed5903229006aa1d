import { i18n } from '@portal/shared';
import '../../locales';
import {
  closeAll,
  closeLeft,
  closeOthers,
  closeRight,
  closeTab,
  NOTHING_TO_CLOSE_MESSAGE,
  openTab,
  tabKeyOf,
  type TabItem,
  type TabsState,
} from './tab-ops';

const tab = (key: string, closable = true): TabItem => ({
  key,
  path: key.split('?')[0],
  title: `t${key}`,
  closable,
});
const home = tab('/workplace', false);
const state = (keys: string[], activeKey: string): TabsState => ({
  tabs: [home, ...keys.map((k) => tab(k))],
  activeKey,
});
const keys = (s: TabsState) => s.tabs.map((t) => t.key);

function ok(result: ReturnType<typeof closeTab>): TabsState {
  if (!result.ok) throw new Error(`expected a change, got "${result.reason}"`);
  return result.state;
}

describe('tabKeyOf', () => {
  it('keys tabs by path and query', () => {
    expect(tabKeyOf({ pathname: '/orderQueryDetails', search: '?id=1' })).toBe('/orderQueryDetails?id=1');
    expect(tabKeyOf({ pathname: '/orderQuery', search: '' })).toBe('/orderQuery');
  });
});

describe('openTab', () => {
  it('adds a new tab at the end and activates it; details with different ids are separate tabs', () => {
    let s = state([], '/workplace');
    s = openTab(s, tab('/orderQueryDetails?id=1'));
    s = openTab(s, tab('/orderQueryDetails?id=2'));
    expect(keys(s)).toEqual(['/workplace', '/orderQueryDetails?id=1', '/orderQueryDetails?id=2']);
    expect(s.activeKey).toBe('/orderQueryDetails?id=2');
  });

  it('activates an open tab without duplicating it and returns the same state when nothing changes', () => {
    const s = state(['/a', '/b'], '/b');
    const next = openTab(s, tab('/a'));
    expect(keys(next)).toEqual(['/workplace', '/a', '/b']);
    expect(next.activeKey).toBe('/a');
    expect(openTab(next, tab('/a'))).toBe(next);
  });
});

describe('closeTab', () => {
  it('activates the right neighbour when the active tab closes, else the left one', () => {
    expect(ok(closeTab(state(['/a', '/b', '/c'], '/b'), '/b')).activeKey).toBe('/c');
    expect(ok(closeTab(state(['/a', '/b', '/c'], '/c'), '/c')).activeKey).toBe('/b');
  });

  it('keeps the active tab when another one closes', () => {
    const s = ok(closeTab(state(['/a', '/b'], '/a'), '/b'));
    expect(keys(s)).toEqual(['/workplace', '/a']);
    expect(s.activeKey).toBe('/a');
  });

  it('never closes the home tab', () => {
    expect(closeTab(state(['/a'], '/workplace'), '/workplace')).toEqual({ ok: false, reason: 'self' });
  });
});

describe('closeLeft / closeRight', () => {
  it('closes the closable tabs on the left and keeps home', () => {
    const s = ok(closeLeft(state(['/a', '/b', '/c'], '/a'), '/c'));
    expect(keys(s)).toEqual(['/workplace', '/c']);
    expect(s.activeKey).toBe('/c');
  });

  it('reports nothing on the left', () => {
    expect(closeLeft(state(['/a', '/b'], '/a'), '/a')).toEqual({ ok: false, reason: 'left' });
    expect(closeLeft(state(['/a'], '/a'), '/workplace')).toEqual({ ok: false, reason: 'left' });
  });

  it('closes the tabs on the right and keeps a surviving active tab', () => {
    const s = ok(closeRight(state(['/a', '/b', '/c'], '/a'), '/a'));
    expect(keys(s)).toEqual(['/workplace', '/a']);
    expect(s.activeKey).toBe('/a');
  });

  it('moves to the clicked tab when the active one was closed', () => {
    expect(ok(closeRight(state(['/a', '/b'], '/b'), '/a')).activeKey).toBe('/a');
  });

  it('reports nothing on the right', () => {
    expect(closeRight(state(['/a', '/b'], '/a'), '/b')).toEqual({ ok: false, reason: 'right' });
  });
});

describe('closeOthers / closeAll', () => {
  it('keeps home and the chosen tab', () => {
    const s = ok(closeOthers(state(['/a', '/b', '/c'], '/c'), '/b'));
    expect(keys(s)).toEqual(['/workplace', '/b']);
    expect(s.activeKey).toBe('/b');
  });

  it('reports no other tabs', () => {
    expect(closeOthers(state(['/a'], '/a'), '/a')).toEqual({ ok: false, reason: 'others' });
    expect(closeOthers(state([], '/workplace'), '/workplace')).toEqual({ ok: false, reason: 'others' });
  });

  it('closes everything but home, which becomes active', () => {
    const s = ok(closeAll(state(['/a', '/b'], '/b')));
    expect(keys(s)).toEqual(['/workplace']);
    expect(s.activeKey).toBe('/workplace');
  });

  it('reports nothing to close when only home is open', () => {
    expect(closeAll(state([], '/workplace'))).toEqual({ ok: false, reason: 'all' });
  });
});

describe('nothing-to-close messages', () => {
  const text = (lng: string) =>
    Object.fromEntries(
      Object.entries(NOTHING_TO_CLOSE_MESSAGE).map(([reason, key]) => [
        reason,
        i18n.getFixedT(lng, 'host')(key),
      ]),
    );

  it('are the spec texts in zh_CN', () => {
    expect(text('zh_CN')).toEqual({
      left: '左侧没有可关闭的标签页',
      right: '右侧没有可关闭的标签页',
      others: '没有其他可关闭的标签页',
      all: '没有可关闭的标签页',
      self: '没有可关闭的标签页',
    });
  });

  it('are translated for zh_TW and en', () => {
    expect(text('zh_TW').left).toBe('左側沒有可關閉的標籤頁');
    expect(text('en').right).toBe('There are no tabs to close on the right');
  });
});
