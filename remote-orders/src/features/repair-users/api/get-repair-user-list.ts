import { api, request, type RepairUser } from '@portal/shared';

/** `GET /api/order/repair/user/list`: every valid repair user of the company (for choosing one). */
export function getRepairUserList(): Promise<RepairUser[]> {
  return request<RepairUser[]>(api, { method: 'GET', url: '/order/repair/user/list' });
}
