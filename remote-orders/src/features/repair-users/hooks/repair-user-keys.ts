import type { RepairUserPageQuery } from '@portal/shared/contract';

/** The page's own filters (`customerId` is for managers elsewhere). */
export type RepairUserPageParams = Omit<RepairUserPageQuery, 'customerId'>;

export const repairUserKeys = {
  all: ['remote-orders', 'repair-users'] as const,
  page: (params: RepairUserPageParams) => [...repairUserKeys.all, 'page', params] as const,
  options: () => [...repairUserKeys.all, 'options'] as const,
  detail: (id: number) => [...repairUserKeys.all, 'detail', id] as const,
};
