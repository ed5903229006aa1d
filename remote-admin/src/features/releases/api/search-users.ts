import { api, request, type Page, type SystemUserRow } from '@portal/shared';
import type { UserOption } from './types';

export const USER_SEARCH_SIZE = 20;

/** `GET /api/sys/user/page?keyword`: users whose name, username or phone contains the keyword. */
export async function searchUsers(keyword: string): Promise<UserOption[]> {
  const page = await request<Page<SystemUserRow>>(api, {
    method: 'GET',
    url: '/sys/user/page',
    params: { current: 1, size: USER_SEARCH_SIZE, keyword: keyword.trim() || undefined },
  });
  return page.records.map(({ id, name, username }) => ({ id, name, username }));
}
