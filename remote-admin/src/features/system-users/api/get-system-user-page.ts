import { api, request, type Page, type SystemUserRow } from '@portal/shared';
import type { SystemUserFilters, SystemUserPageQuery } from '@portal/shared/contract';

export type { SystemUserFilters };
export type SystemUserPageParams = SystemUserPageQuery;

/** `GET /api/sys/user/page` (managers). */
export function getSystemUserPage({
  current,
  size,
  keyword,
  authority,
  status,
}: SystemUserPageParams): Promise<Page<SystemUserRow>> {
  return request<Page<SystemUserRow>>(api, {
    method: 'GET',
    url: '/sys/user/page',
    params: { current, size, keyword: keyword?.trim() || undefined, authority, status },
  });
}
