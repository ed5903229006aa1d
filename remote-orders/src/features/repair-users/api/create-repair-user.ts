import { api, request } from '@portal/shared';
import type { RepairUser, RepairUserInput } from './types';

/** `POST /api/order/repair/user`: a repair user of the signed-in user's company. */
export function createRepairUser(input: RepairUserInput): Promise<RepairUser> {
  return request<RepairUser>(api, { method: 'POST', url: '/order/repair/user', data: input });
}
