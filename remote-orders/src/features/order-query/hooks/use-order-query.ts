import { useMutation, useQuery } from '@tanstack/react-query';
import { exportOrders, lastShownPageQuery } from '@portal/shared';
import { ORDER_DATA_KEY } from '../../../lib/query-keys';
import { getOrderPage } from '../api/get-order-page';
import { getFilteredOrderCounts } from '../api/get-order-counts';
import { exportParams, filterParams, pageParams, type OrderQueryState } from '../url-state';

// Changing the query opens the page afresh (see useReplaceSearch); the rows last shown stay on
// screen until the new ones arrive instead of an empty table.
const pageQuery = lastShownPageQuery(getOrderPage);

export function useOrderPage(state: OrderQueryState) {
  const params = pageParams(state);
  return useQuery({ queryKey: [...ORDER_DATA_KEY, 'page', params], ...pageQuery(params) });
}

export function useFilteredCounts(state: OrderQueryState) {
  const filters = filterParams(state.filters);
  return useQuery({
    queryKey: [...ORDER_DATA_KEY, 'counts', filters],
    queryFn: () => getFilteredOrderCounts(filters),
  });
}

export function useExportOrders() {
  return useMutation({ mutationFn: (state: OrderQueryState) => exportOrders(exportParams(state)) });
}
