import { useQuery } from '@tanstack/react-query';
import { ORDER_DATA_KEY } from '../../../lib/query-keys';
import { getOrderDetail } from '../api/get-order-detail';

export function useOrderDetail(id: number | null) {
  return useQuery({
    queryKey: [...ORDER_DATA_KEY, 'detail', id ?? 0],
    queryFn: () => getOrderDetail(id as number),
    enabled: id !== null,
  });
}
