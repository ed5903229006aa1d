import type { UnreadNoticeCount } from '@portal/shared/contract';
import { api, request } from '@portal/shared';

export const UNREAD_COUNT_QUERY_KEY = ['notice', 'unread-count'] as const;

export async function fetchUnreadCount(): Promise<number> {
  const data = await request<UnreadNoticeCount>(api, {
    url: '/order/customer/notice/unread/count',
    method: 'GET',
    silent: true,
  });
  return Number(data?.count ?? 0);
}
