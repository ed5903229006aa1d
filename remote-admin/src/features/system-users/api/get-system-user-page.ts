import { api, request, type Authority, type Page, type SystemUserRow } from '@portal/shared';

export interface SystemUserFilters {
  /** Matches name, username or phone. */
  keyword?: string;
  authority?: Authority;
  status?: SystemUserRow['status'];
}

export type SystemUserPageParams = SystemUserFilters & { current: number; size: number };

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
