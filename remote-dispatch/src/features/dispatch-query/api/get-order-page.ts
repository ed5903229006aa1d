import { api, request, type Page, type ServiceOrderRow } from '@portal/shared';

export type OrderPageParams = Record<string, string | number | undefined> & {
  current: number;
  size: number;
  sortBy?: string;
  sortOrder?: 'asc' | 'desc';
};

/** `GET /api/customer/order/page`: every order in the user's scope (all for dispatchers), cancelled ones included on request. */
export function getOrderPage(params: OrderPageParams): Promise<Page<ServiceOrderRow>> {
  return request<Page<ServiceOrderRow>>(api, { method: 'GET', url: '/customer/order/page', params });
}
