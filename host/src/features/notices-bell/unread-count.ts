import { call } from '@portal/shared';
import { routes } from '@portal/shared/contract';

export const UNREAD_COUNT_QUERY_KEY = ['notice', 'unread-count'] as const;

export async function fetchUnreadCount(): Promise<number> {
  const data = await call(routes.noticeUnreadCount, {}, { silent: true });
  return Number(data?.count ?? 0);
}
