import { api, request } from '@portal/shared';

/** `PUT /api/order/customer/notice/read/{id}`. */
export function markNoticeRead(id: number): Promise<unknown> {
  return request<unknown>(api, { method: 'PUT', url: `/order/customer/notice/read/${id}` });
}
