/** One open page. `key` is path + query, so each order detail gets its own tab. */
export interface TabItem {
  key: string;
  path: string;
  /** i18n key (menu title) or a literal title sent with `tab:open`. */
  title: string;
  closable: boolean;
}

export interface TabsState {
  tabs: TabItem[];
  activeKey: string;
}

export type NothingToClose = 'left' | 'right' | 'others' | 'all' | 'self';

export type TabOpResult = { ok: true; state: TabsState } | { ok: false; reason: NothingToClose };

/** i18n keys (host namespace) of the warnings shown when there is nothing to close. */
export const NOTHING_TO_CLOSE_MESSAGE: Record<NothingToClose, string> = {
  left: 'tabs.nothingLeft',
  right: 'tabs.nothingRight',
  others: 'tabs.nothingOthers',
  all: 'tabs.nothingToClose',
  self: 'tabs.nothingToClose',
};

export const tabKeyOf = (location: { pathname: string; search: string }): string =>
  location.pathname + (location.search && location.search !== '?' ? location.search : '');

/** Adds the tab (or refreshes its title) and makes it active. The first tab stays first. */
export function openTab(state: TabsState, tab: TabItem): TabsState {
  const index = state.tabs.findIndex((t) => t.key === tab.key);
  if (index === -1) return { tabs: [...state.tabs, tab], activeKey: tab.key };
  const existing = state.tabs[index];
  const tabs =
    existing.title === tab.title && existing.closable === tab.closable
      ? state.tabs
      : state.tabs.map((t, i) => (i === index ? { ...t, title: tab.title, closable: tab.closable } : t));
  return tabs === state.tabs && state.activeKey === tab.key ? state : { tabs, activeKey: tab.key };
}

/** Keeps `keep` tabs; when the active one went away, `target` (or its nearest neighbour) takes over. */
function keepOnly(
  state: TabsState,
  keep: (tab: TabItem, index: number) => boolean,
  target: string,
): TabsState {
  const tabs = state.tabs.filter(keep);
  if (tabs.some((t) => t.key === state.activeKey)) return { tabs, activeKey: state.activeKey };
  if (tabs.some((t) => t.key === target)) return { tabs, activeKey: target };
  const oldIndex = state.tabs.findIndex((t) => t.key === state.activeKey);
  const survivorsBefore = state.tabs.slice(0, oldIndex).filter((t) => tabs.includes(t));
  const fallback = survivorsBefore[survivorsBefore.length - 1] ?? tabs[0];
  return { tabs, activeKey: fallback?.key ?? '' };
}

export function closeTab(state: TabsState, key: string): TabOpResult {
  const index = state.tabs.findIndex((t) => t.key === key);
  if (index === -1 || !state.tabs[index].closable) return { ok: false, reason: 'self' };
  const tabs = state.tabs.filter((t) => t.key !== key);
  if (state.activeKey !== key) return { ok: true, state: { tabs, activeKey: state.activeKey } };
  const next = state.tabs[index + 1] ?? state.tabs[index - 1];
  return { ok: true, state: { tabs, activeKey: next?.key ?? '' } };
}

export function closeLeft(state: TabsState, key: string): TabOpResult {
  const index = state.tabs.findIndex((t) => t.key === key);
  if (index === -1 || !state.tabs.slice(0, index).some((t) => t.closable))
    return { ok: false, reason: 'left' };
  return { ok: true, state: keepOnly(state, (t, i) => i >= index || !t.closable, key) };
}

export function closeRight(state: TabsState, key: string): TabOpResult {
  const index = state.tabs.findIndex((t) => t.key === key);
  if (index === -1 || !state.tabs.slice(index + 1).some((t) => t.closable))
    return { ok: false, reason: 'right' };
  return { ok: true, state: keepOnly(state, (t, i) => i <= index || !t.closable, key) };
}

export function closeOthers(state: TabsState, key: string): TabOpResult {
  if (!state.tabs.some((t) => t.key !== key && t.closable)) return { ok: false, reason: 'others' };
  return { ok: true, state: keepOnly(state, (t) => t.key === key || !t.closable, key) };
}

/** Closes every closable tab; the home tab stays and becomes active. */
export function closeAll(state: TabsState): TabOpResult {
  if (!state.tabs.some((t) => t.closable)) return { ok: false, reason: 'all' };
  const tabs = state.tabs.filter((t) => !t.closable);
  const activeKey = tabs.some((t) => t.key === state.activeKey) ? state.activeKey : (tabs[0]?.key ?? '');
  return { ok: true, state: { tabs, activeKey } };
}
