import { api, request } from '@portal/shared';
import type { StaffOrderDetail } from '@portal/shared/contract';

/** `GET /api/dispatch/service/:id/detail`: the staff view of one order. */
export function getOrderDetail(id: number): Promise<StaffOrderDetail> {
  return request<StaffOrderDetail>(api, { method: 'GET', url: `/dispatch/service/${id}/detail` });
}
