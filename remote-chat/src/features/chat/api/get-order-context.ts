import { api, request } from '@portal/shared';
import type { OrderHeading, StaffOrderDetail } from '@portal/shared/contract';

/** What the chat's work-order panel shows of an order (part of the staff order detail). */
export type OrderContext = OrderHeading &
  Pick<StaffOrderDetail, 'projectId' | 'firstTrain' | 'lackReceipt' | 'isLackReceipt'>;

/** `GET /api/dispatch/service/{id}/detail` (dispatchers). */
export function getOrderContext(serviceId: number): Promise<OrderContext> {
  return request<OrderContext>(api, { method: 'GET', url: `/dispatch/service/${serviceId}/detail` });
}
