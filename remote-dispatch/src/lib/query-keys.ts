import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';

// The query cache is shared with the host and the other remotes, so every key starts with the remote's name.
export const DISPATCH_ROOT = ['remote-dispatch'] as const;

/**
 * Refetches everything this remote shows (station counts and lists, order details, tasks) after a
 * change, including pages kept alive in other tabs.
 */
export function useRefreshDispatch(): () => Promise<void> {
  const queryClient = useQueryClient();
  return useCallback(() => queryClient.invalidateQueries({ queryKey: DISPATCH_ROOT }), [queryClient]);
}
