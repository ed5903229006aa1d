import { useEffect } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { eventBus, getNoticePage } from '@portal/shared';

export const UNREAD_NOTICE_COUNT = 5;
const NOTICE_REFRESH_MS = 10 * 60_000;
const unreadNoticesKey = ['remote-orders', 'notices', 'unread'] as const;

/** The newest unread notices; refreshed when any part of the portal reports a notice change. */
export function useUnreadNotices() {
  const queryClient = useQueryClient();
  useEffect(
    () =>
      eventBus.on('notice:changed', () => void queryClient.invalidateQueries({ queryKey: unreadNoticesKey })),
    [queryClient],
  );
  return useQuery({
    queryKey: unreadNoticesKey,
    queryFn: () => getNoticePage({ current: 1, size: UNREAD_NOTICE_COUNT, status: 'unread' }),
    refetchInterval: NOTICE_REFRESH_MS,
  });
}
