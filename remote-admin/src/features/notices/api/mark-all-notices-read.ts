import { api, request } from '@portal/shared';

/** `PUT /api/order/customer/notice/read/all`. */
export function markAllNoticesRead(): Promise<unknown> {
  return request<unknown>(api, { method: 'PUT', url: '/order/customer/notice/read/all' });
}
