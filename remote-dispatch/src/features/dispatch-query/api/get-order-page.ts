import { api, request, type Page, type ServiceOrderRow } from '@portal/shared';
import type { OrderFilters, PageQuery } from '@portal/shared/contract';

/** A page of the order query: the list's filters and sort, and `status` when one tab is open. */
export type OrderPageParams = Record<string, string | number | undefined> &
  Omit<OrderFilters, 'sortBy'> &
  PageQuery & {
    sortBy?: string;
    sortOrder?: 'asc' | 'desc';
  };

/** `GET /api/customer/order/page`: every order in the user's scope (all for dispatchers), cancelled ones included on request. */
export function getOrderPage(params: OrderPageParams): Promise<Page<ServiceOrderRow>> {
  return request<Page<ServiceOrderRow>>(api, { method: 'GET', url: '/customer/order/page', params });
}
