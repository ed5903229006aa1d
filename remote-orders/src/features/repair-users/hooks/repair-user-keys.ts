import type { RepairUserPageParams } from '../api/get-repair-user-page';

export const repairUserKeys = {
  all: ['remote-orders', 'repair-users'] as const,
  page: (params: RepairUserPageParams) => [...repairUserKeys.all, 'page', params] as const,
  options: () => [...repairUserKeys.all, 'options'] as const,
  detail: (id: number) => [...repairUserKeys.all, 'detail', id] as const,
};
