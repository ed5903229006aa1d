import { getNoticePage, useNoticeQuery } from '@portal/shared';

export const UNREAD_NOTICE_COUNT = 5;
const unreadNoticesKey = ['remote-orders', 'notices', 'unread'] as const;

/** The newest unread notices; refreshed when any part of the portal reports a notice change. */
export function useUnreadNotices() {
  return useNoticeQuery(unreadNoticesKey, {
    queryKey: unreadNoticesKey,
    queryFn: () => getNoticePage({ current: 1, size: UNREAD_NOTICE_COUNT, status: 'unread' }),
  });
}
