import {
  closeAll,
  closeLeft,
  closeOthers,
  closeRight,
  closeTab,
  type TabOpResult,
  type TabsState,
} from './tab-ops';

/** The closing actions of the tab menu, each on the tab list. */
export const CLOSE_ACTIONS = {
  close: closeTab,
  closeLeft,
  closeRight,
  closeOthers,
  closeAll,
} satisfies Record<string, (state: TabsState, key: string) => TabOpResult>;

/** What the tab menu offers: `reload`, which remounts a tab, and the closing actions. */
export type TabAction = 'reload' | keyof typeof CLOSE_ACTIONS;
