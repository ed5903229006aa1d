import { api, request } from '@portal/shared';
import type { OrderDetail } from '@portal/shared/contract';

/** The heading of the accessories page (part of the order detail). */
export type OrderSummary = Pick<OrderDetail, 'id' | 'serviceNo' | 'status' | 'projectName' | 'repairUserName'>;

/** `GET /api/customer/order/{id}`, of which the accessories page shows the heading. */
export function getOrderSummary(id: number): Promise<OrderSummary> {
  return request<OrderSummary>(api, { method: 'GET', url: `/customer/order/${id}`, silent: true });
}
