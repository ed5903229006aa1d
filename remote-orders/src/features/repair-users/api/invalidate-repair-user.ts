import { api, request } from '@portal/shared';

/** `POST /api/order/user/invalid {id}`: the repair user can no longer be chosen for new orders. */
export function invalidateRepairUser(id: number): Promise<null> {
  return request<null>(api, { method: 'POST', url: '/order/user/invalid', data: { id } });
}
