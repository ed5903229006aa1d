import {
  closeAll,
  closeLeft,
  closeOthers,
  closeRight,
  closeTab,
  type TabOpResult,
  type TabsState,
} from './tab-ops';

export const TAB_ACTIONS = ['reload', 'close', 'closeLeft', 'closeRight', 'closeOthers', 'closeAll'] as const;
export type TabAction = (typeof TAB_ACTIONS)[number];

/** Runs a closing action on the tab list; `reload` is not a closing action and returns null. */
export function applyTabAction(state: TabsState, action: TabAction, key: string): TabOpResult | null {
  switch (action) {
    case 'close':
      return closeTab(state, key);
    case 'closeLeft':
      return closeLeft(state, key);
    case 'closeRight':
      return closeRight(state, key);
    case 'closeOthers':
      return closeOthers(state, key);
    case 'closeAll':
      return closeAll(state);
    default:
      return null;
  }
}
