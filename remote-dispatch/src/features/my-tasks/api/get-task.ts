import { api, request } from '@portal/shared';
import type { OrderDetail } from '@portal/shared/contract';

export type TaskDetail = OrderDetail;
export type TaskTimelineEntry = TaskDetail['timeline'][number];

/** `GET /api/customer/order/:id`: one order as its engineer may see it. */
export function getTask(id: number): Promise<TaskDetail> {
  return request<TaskDetail>(api, { method: 'GET', url: `/customer/order/${id}` });
}
