import { api, request, type Notice } from '@portal/shared';

/**
 * `GET /api/order/customer/notice/{id}`; the server also marks the notice read.
 * Silent: the details page shows its own "not found" result.
 */
export function getNotice(id: number): Promise<Notice> {
  return request<Notice>(api, { method: 'GET', url: `/order/customer/notice/${id}`, silent: true });
}
