import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import { openTab, type TabItem, type TabsState } from './tab-ops';
import { parsePersistedTabs, tabsStorage, TABS_STORAGE_KEY, type PersistedTabs } from './tabs-persistence';

interface TabsStore extends TabsState {
  /** Id of the user the tabs belong to; another user starts from the home tab. */
  owner: number | null;
  /** Bumped to remount a tab's content ("reload"). */
  reloadSeq: Record<string, number>;
  /** Titles given with `tab:open`, by tab key. */
  titleOverrides: Record<string, string>;
  reset: (owner: number | null, home: TabItem | null) => void;
  open: (tab: TabItem) => void;
  replace: (state: TabsState) => void;
  reload: (key: string) => void;
  setTitle: (key: string, title: string) => void;
}

export const useTabsStore = create<TabsStore>()(
  persist(
    (set) => ({
      tabs: [],
      activeKey: '',
      owner: null,
      reloadSeq: {},
      titleOverrides: {},
      reset: (owner, home) =>
        set({
          owner,
          tabs: home ? [home] : [],
          activeKey: home?.key ?? '',
          reloadSeq: {},
          titleOverrides: {},
        }),
      // openTab answers the same state when nothing changes: then nothing re-renders.
      open: (tab) => set((s) => openTab(s, tab)),
      replace: ({ tabs, activeKey }) =>
        set((s) => {
          const alive = new Set(tabs.map((t) => t.key));
          const prune = <V>(record: Record<string, V>) =>
            Object.fromEntries(Object.entries(record).filter(([k]) => alive.has(k)));
          return { tabs, activeKey, reloadSeq: prune(s.reloadSeq), titleOverrides: prune(s.titleOverrides) };
        }),
      reload: (key) => set((s) => ({ reloadSeq: { ...s.reloadSeq, [key]: (s.reloadSeq[key] ?? 0) + 1 } })),
      setTitle: (key, title) => set((s) => ({ titleOverrides: { ...s.titleOverrides, [key]: title } })),
    }),
    {
      name: TABS_STORAGE_KEY,
      storage: tabsStorage,
      partialize: ({ owner, tabs, activeKey, titleOverrides }): PersistedTabs => ({
        owner,
        tabs,
        activeKey,
        titleOverrides,
      }),
      merge: (persisted, current) => ({ ...current, ...(parsePersistedTabs(persisted) ?? {}) }),
    },
  ),
);
