import { useCallback } from 'react';
import { useLocation } from 'react-router-dom';
import { eventBus } from '@portal/shared';

/** After a sub-page's work is done: opens `to` (the station) and closes this page's tab. */
export function useReturnTo(): (to: string) => void {
  const location = useLocation();
  const here = location.pathname + location.search;
  return useCallback(
    (to: string) => {
      eventBus.emit('tab:open', { path: to });
      eventBus.emit('tab:close', { path: here });
    },
    [here],
  );
}
