import { api, request, type Page, type ServiceOrderRow } from '@portal/shared';

/** `GET /api/customer/order/page`: one page of the company's orders matching the filters and the status. */
export function getOrderPage(params: Record<string, string | number>): Promise<Page<ServiceOrderRow>> {
  return request<Page<ServiceOrderRow>>(api, { method: 'GET', url: '/customer/order/page', params });
}
