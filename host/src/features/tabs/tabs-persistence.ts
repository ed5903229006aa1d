import { createJSONStorage } from 'zustand/middleware';
import type { TabItem, TabsState } from './tab-ops';

export const TABS_STORAGE_KEY = 'portal.tabs';

/** What survives a reload: the open tabs in their order, the active one, whose they are and their titles. */
export interface PersistedTabs extends TabsState {
  owner: number | null;
  titleOverrides: Record<string, string>;
}

const isTab = (value: unknown): value is TabItem => {
  const tab = value as TabItem;
  return (
    !!tab &&
    typeof tab.key === 'string' &&
    typeof tab.path === 'string' &&
    typeof tab.title === 'string' &&
    typeof tab.closable === 'boolean'
  );
};

/** The stored tabs, or null when what is stored is not a tab list (then the home tab starts afresh). */
export function parsePersistedTabs(value: unknown): PersistedTabs | null {
  if (!value || typeof value !== 'object') return null;
  const v = value as Partial<PersistedTabs>;
  if (!Array.isArray(v.tabs) || !v.tabs.every(isTab)) return null;
  if (typeof v.owner !== 'number' || typeof v.activeKey !== 'string') return null;
  const titles = v.titleOverrides && typeof v.titleOverrides === 'object' ? v.titleOverrides : {};
  return {
    owner: v.owner,
    tabs: v.tabs,
    activeKey: v.activeKey,
    titleOverrides: Object.fromEntries(Object.entries(titles).filter(([, t]) => typeof t === 'string')),
  };
}

// Per browser tab (sessionStorage): F5 keeps the tabs, a second browser tab starts from home.
export const tabsStorage = createJSONStorage<PersistedTabs>(() => sessionStorage);
