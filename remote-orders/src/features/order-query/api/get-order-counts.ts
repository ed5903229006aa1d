import { api, request, type StatusCounts } from '@portal/shared';

/** `GET /api/customer/order/counts`: how many orders match the filters, per status and in total. */
export function getFilteredOrderCounts(filters: Record<string, string>): Promise<StatusCounts> {
  return request<StatusCounts>(api, { method: 'GET', url: '/customer/order/counts', params: filters });
}
