import { api, request, type CallOptions } from '@portal/shared';
import type { OrderDetail } from '@portal/shared/contract';

/** `GET /api/customer/order/:id`: one order as its engineer may see it. */
export function getTask(id: number, options: CallOptions = {}): Promise<OrderDetail> {
  return request<OrderDetail>(api, { method: 'GET', url: `/customer/order/${id}`, ...options });
}
