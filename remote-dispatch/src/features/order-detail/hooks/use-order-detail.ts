import { useQuery } from '@tanstack/react-query';
import { DISPATCH_ROOT } from '../../../lib/query-keys';
import { call } from '@portal/shared';
import { routes } from '@portal/shared/contract';

export function useOrderDetail(id: number | null) {
  return useQuery({
    queryKey: [...DISPATCH_ROOT, 'order-detail', id ?? 0],
    // The staff view of one order.
    queryFn: () => call(routes.staffOrder, { params: { id: id as number } }),
    enabled: id !== null,
    // Several pages show the same order and others change it from their own browsers: each page
    // opened fetches it afresh.
    staleTime: 0,
  });
}
