import { api, request, type RepairUser, type RepairUserBody } from '@portal/shared';

/** `PUT /api/order/repair/user/{id}`. */
export function updateRepairUser(id: number, input: RepairUserBody): Promise<RepairUser> {
  return request<RepairUser>(api, { method: 'PUT', url: `/order/repair/user/${id}`, data: input });
}
