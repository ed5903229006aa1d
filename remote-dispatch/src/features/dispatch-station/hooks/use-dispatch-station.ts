import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { call, type CallInput } from '@portal/shared';
import { routes } from '@portal/shared/contract';
import type { OrderListFilters } from '@portal/shared/ui';
import { DISPATCH_ROOT } from '../../../lib/query-keys';

/** The dispatch-station filters (the order kit's codec); times are 'YYYY-MM-DD HH:mm:ss'. */
export type DispatchFilters = OrderListFilters;
/** A dispatch-station tab (a status key), its page and the filters. */
export type DispatchPageParams = CallInput<typeof routes.stationPage>['query'];

const key = [...DISPATCH_ROOT, 'dispatch-station'] as const;
// Counts and list poll every 30 s, the rows last shown staying until the new ones arrive.
const POLLED = { placeholderData: keepPreviousData, refetchInterval: 30_000 };

/** `GET /api/customer/dispatch/counts?<filters>`: orders per status plus `total`. */
/** The station's orders per status under `filters` (read by the status tabs). */
export const dispatchCountsQuery = (filters: DispatchFilters) =>
  queryOptions({
    queryKey: [...key, 'counts', filters],
    queryFn: () => call(routes.stationCounts, { query: filters }),
    ...POLLED,
  });

/** `GET /api/customer/dispatch/page?status&current&size&<filters>`. */
export function useDispatchPage(params: DispatchPageParams) {
  return useQuery({
    queryKey: [...key, 'page', params],
    queryFn: () => call(routes.stationPage, { query: params }),
    ...POLLED,
  });
}
