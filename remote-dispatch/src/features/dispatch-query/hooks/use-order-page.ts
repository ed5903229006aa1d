import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { DISPATCH_ROOT } from '../../../lib/query-keys';
import { getOrderPage, type OrderPageParams } from '../api/get-order-page';

export function useOrderPage(params: OrderPageParams) {
  return useQuery({
    queryKey: [...DISPATCH_ROOT, 'dispatch-query', params],
    queryFn: () => getOrderPage(params),
    placeholderData: keepPreviousData,
  });
}
