import { api, request, type RepairUser } from '@portal/shared';

/** `GET /api/order/user/all/user/item/get/{id}`. Silent: the edit page shows its own "not found". */
export function getRepairUser(id: number): Promise<RepairUser> {
  return request<RepairUser>(api, {
    method: 'GET',
    url: `/order/user/all/user/item/get/${id}`,
    silent: true,
  });
}
