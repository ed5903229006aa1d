import type { ListSearchCodec } from '@portal/shared';
import type { SystemUserFilters } from '@portal/shared/contract';

export const AUTHORITIES = ['manager', 'customer', 'technician'] as const;
export const USER_STATUSES = ['onTheJob', 'left'] as const;

const oneOf = <T extends string>(list: readonly T[], value: string | null): T | undefined =>
  value !== null && (list as readonly string[]).includes(value) ? (value as T) : undefined;

/** The system users list's filters in its URL (`keyword`, `authority`, `status`); unknown values are dropped. */
export const systemUserSearch: ListSearchCodec<SystemUserFilters> = {
  parse: (params) => {
    const filters: SystemUserFilters = {};
    const keyword = params.get('keyword')?.trim();
    const authority = oneOf(AUTHORITIES, params.get('authority'));
    const status = oneOf(USER_STATUSES, params.get('status'));
    if (keyword) filters.keyword = keyword;
    if (authority) filters.authority = authority;
    if (status) filters.status = status;
    return filters;
  },
  serialize: ({ keyword, authority, status }) => {
    const params: Record<string, string> = {};
    if (keyword?.trim()) params.keyword = keyword.trim();
    if (authority) params.authority = authority;
    if (status) params.status = status;
    return params;
  },
};
