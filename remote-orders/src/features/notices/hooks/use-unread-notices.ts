import { call, useNoticeQuery } from '@portal/shared';
import { routes } from '@portal/shared/contract';

export const UNREAD_NOTICE_COUNT = 5;
const unreadNoticesKey = ['remote-orders', 'notices', 'unread'] as const;

/** The newest unread notices; refreshed when any part of the portal reports a notice change. */
export function useUnreadNotices() {
  return useNoticeQuery(unreadNoticesKey, {
    queryKey: unreadNoticesKey,
    queryFn: () =>
      call(routes.noticePage, { query: { current: 1, size: UNREAD_NOTICE_COUNT, status: 'unread' } }),
  });
}
