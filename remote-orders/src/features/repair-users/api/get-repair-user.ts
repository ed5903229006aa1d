import { api, request } from '@portal/shared';
import type { RepairUser } from './types';

/** `GET /api/order/user/all/user/item/get/{id}`. Silent: the edit page shows its own "not found". */
export function getRepairUser(id: number): Promise<RepairUser> {
  return request<RepairUser>(api, {
    method: 'GET',
    url: `/order/user/all/user/item/get/${id}`,
    silent: true,
  });
}
