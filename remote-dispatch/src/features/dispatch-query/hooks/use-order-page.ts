import { useQuery } from '@tanstack/react-query';
import { call, lastShownPageQuery, type CallInput } from '@portal/shared';
import { routes } from '@portal/shared/contract';
import { DISPATCH_ROOT } from '../../../lib/query-keys';

/** A page of the order query: the list's filters and sort, and `status` when one is chosen. */
export type OrderPageParams = CallInput<typeof routes.orderPage>['query'];

// A new query string opens the page afresh (see useListSearch): the rows last shown stay until the new ones arrive.
const pageQuery = lastShownPageQuery((query: OrderPageParams) => call(routes.orderPage, { query }));

/** `GET /api/customer/order/page`: every order in the user's scope (all for dispatchers), cancelled ones included on request. */
export function useOrderPage(params: OrderPageParams) {
  return useQuery({ queryKey: [...DISPATCH_ROOT, 'dispatch-query', params], ...pageQuery(params) });
}
