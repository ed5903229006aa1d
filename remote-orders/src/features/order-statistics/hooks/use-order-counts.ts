import { useQuery } from '@tanstack/react-query';
import { getOrderCounts } from '../api/get-order-counts';
import { ORDER_COUNTS_KEY } from '../../../lib/query-keys';

export const orderCountsKey = ORDER_COUNTS_KEY;

export function useOrderCounts() {
  return useQuery({ queryKey: orderCountsKey, queryFn: getOrderCounts, refetchInterval: 60_000 });
}
