import { api, request } from '@portal/shared';

/** The order's repair user as edited on /dispatchStation/repairUserEdit (the repair-user record itself is unchanged). */
export interface RepairUserEdit {
  id: number;
  repairUserName: string;
  contactName: string;
  contactPhone: string;
  repairUserAddress: string;
}

/** `POST /api/dispatch/service/update/detail/overall`: the order's repair user, contact and address. */
export function saveRepairUserEdit(body: RepairUserEdit): Promise<unknown> {
  return request(api, { method: 'POST', url: '/dispatch/service/update/detail/overall', data: body });
}
