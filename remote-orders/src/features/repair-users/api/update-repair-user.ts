import { api, request } from '@portal/shared';
import type { RepairUser, RepairUserInput } from './types';

/** `PUT /api/order/repair/user/{id}`. */
export function updateRepairUser(id: number, input: RepairUserInput): Promise<RepairUser> {
  return request<RepairUser>(api, { method: 'PUT', url: `/order/repair/user/${id}`, data: input });
}
