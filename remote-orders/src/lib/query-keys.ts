import type { QueryClient } from '@tanstack/react-query';

/** Every cached piece of order data (lists, counts, details, settlement) starts with one of these keys. */
export const ORDER_DATA_KEY = ['remote-orders', 'orders'] as const;
/** The home page's counts per status. */
export const ORDER_COUNTS_KEY = ['remote-orders', 'order-counts'] as const;

/** After an order was placed or changed: every list, count and detail of orders refreshes. */
export function invalidateOrderData(queryClient: QueryClient): Promise<void> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: ORDER_DATA_KEY }),
    queryClient.invalidateQueries({ queryKey: ORDER_COUNTS_KEY }),
  ]).then(() => undefined);
}
