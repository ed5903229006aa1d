import { api, request } from '@portal/shared';
import type { StaffOrderDetail } from '@portal/shared/contract';

/** `GET /api/dispatch/service/:id/detail`: the staff view of one order. */
export type OrderDetail = StaffOrderDetail;
export type TimelineEntry = OrderDetail['timeline'][number];
export type CallRow = OrderDetail['calls'][number];

export function getOrderDetail(id: number): Promise<OrderDetail> {
  return request<OrderDetail>(api, { method: 'GET', url: `/dispatch/service/${id}/detail` });
}
