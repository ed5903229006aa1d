import { useQuery } from '@tanstack/react-query';
import { getOrderCounts } from '../api/get-order-counts';

export const orderCountsKey = ['remote-orders', 'order-counts'] as const;

export function useOrderCounts() {
  return useQuery({ queryKey: orderCountsKey, queryFn: getOrderCounts, refetchInterval: 60_000 });
}
