import type { SystemUserFilters, SystemUserPageQuery } from '@portal/shared/contract';

export type { SystemUserFilters };
export type SystemUserPageParams = SystemUserPageQuery;

// The query cache is shared with the host and the other remotes, so keys carry the remote's name.
export const systemUserKeys = {
  all: ['remote-admin', 'system-users'] as const,
  page: (params: SystemUserPageParams) => [...systemUserKeys.all, 'page', params] as const,
  detail: (id: number) => [...systemUserKeys.all, 'detail', id] as const,
  companies: () => [...systemUserKeys.all, 'companies'] as const,
};
