import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { call, lastShownPageQuery, type CallInput } from '@portal/shared';
import { routes } from '@portal/shared/contract';
import { exportOrders, orderFilterCodec } from '@portal/shared/ui';
import { ORDER_DATA_KEY } from '../../../lib/query-keys';
import { exportParams, filterParams, pageParams, type OrderQueryState } from '../url-state';

type PageQuery = CallInput<typeof routes.orderPage>['query'];

// Changing the query opens the page afresh (see useReplaceSearch); the rows last shown stay on
// screen until the new ones arrive instead of an empty table.
const pageQuery = lastShownPageQuery((query: PageQuery) => call(routes.orderPage, { query }));

export function useOrderPage(state: OrderQueryState) {
  const params = pageParams(state);
  return useQuery({ queryKey: [...ORDER_DATA_KEY, 'page', params], ...pageQuery(params) });
}

/** The customer's orders per status under the page's filters (read by the status tabs). */
export const filteredCountsQuery = (state: OrderQueryState) => {
  const filters = filterParams(state.filters);
  return queryOptions({
    queryKey: [...ORDER_DATA_KEY, 'counts', filters],
    queryFn: () => call(routes.orderCounts, { query: filters }),
  });
};

export function useExportOrders() {
  return useMutation({
    mutationFn: (state: OrderQueryState) => {
      const { status, ...filters } = exportParams(state);
      return exportOrders({ ...orderFilterCodec.serialize(filters), status });
    },
  });
}
