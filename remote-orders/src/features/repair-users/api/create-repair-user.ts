import { api, request, type RepairUser, type RepairUserBody } from '@portal/shared';

/** `POST /api/order/repair/user`: a repair user of the signed-in user's company. */
export function createRepairUser(input: RepairUserBody): Promise<RepairUser> {
  return request<RepairUser>(api, { method: 'POST', url: '/order/repair/user', data: input });
}
