import { useSessionStore } from '@portal/shared';
import { useTabsStore } from '../features/tabs/tabs-store';

/** When a session ends (log out, 401, password change) the next sign-in starts from the home tab. */
export function syncTabsWithSession(): () => void {
  return useSessionStore.subscribe((state, previous) => {
    if (previous.token && !state.token) useTabsStore.getState().reset(null, null);
  });
}
