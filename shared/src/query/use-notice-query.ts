import { useEffect } from 'react';
import { useQuery, useQueryClient, type QueryKey, type UseQueryOptions } from '@tanstack/react-query';
import { eventBus } from '../events/event-bus';

/** SPEC: notices refresh every 10 minutes. */
export const NOTICE_REFRESH_MS = 10 * 60_000;

/**
 * A query of notices under the portal's one rule: refreshed every 10 minutes (unless `options` say
 * otherwise), and at once, with every query under `invalidateKey` (keep it stable), whenever any part
 * of the portal emits `notice:changed` on the shared eventBus.
 */
export function useNoticeQuery<T>(invalidateKey: QueryKey, options: UseQueryOptions<T>) {
  const queryClient = useQueryClient();
  useEffect(
    () =>
      eventBus.on('notice:changed', () => void queryClient.invalidateQueries({ queryKey: invalidateKey })),
    [queryClient, invalidateKey],
  );
  return useQuery({ ...options, refetchInterval: options.refetchInterval ?? NOTICE_REFRESH_MS });
}
