import { api, request, type StatusCounts } from '@portal/shared';

/** `GET /api/customer/order/counts`: the user's orders per status, plus `total`. */
export function getOrderCounts(): Promise<StatusCounts> {
  return request<StatusCounts>(api, { method: 'GET', url: '/customer/order/counts' });
}
