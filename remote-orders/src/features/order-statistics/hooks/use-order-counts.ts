import { useQuery } from '@tanstack/react-query';
import { call } from '@portal/shared';
import { routes } from '@portal/shared/contract';
import { ORDER_COUNTS_KEY } from '../../../lib/query-keys';

export const orderCountsKey = ORDER_COUNTS_KEY;

export function useOrderCounts() {
  return useQuery({
    queryKey: orderCountsKey,
    queryFn: () => call(routes.orderCounts, {}),
    refetchInterval: 60_000,
  });
}
