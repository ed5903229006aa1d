import { api, request } from '@portal/shared';
import type { RepairUserEdit } from '@portal/shared/contract';

/** `POST /api/dispatch/service/update/detail/overall`: the order's repair user, contact and address. */
export function saveRepairUserEdit(body: RepairUserEdit): Promise<unknown> {
  return request(api, { method: 'POST', url: '/dispatch/service/update/detail/overall', data: body });
}
