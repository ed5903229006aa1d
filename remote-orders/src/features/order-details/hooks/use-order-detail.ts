import { useQuery } from '@tanstack/react-query';
import { ORDER_DATA_KEY } from '../../../lib/query-keys';
import { call, type OrderDetailAnswer } from '@portal/shared';
import { routes } from '@portal/shared/contract';

/** An order with everything its details page shows; each part already filtered for the user. */
export type OrderDetail = OrderDetailAnswer;
export type TimelineEntry = OrderDetailAnswer['timeline'][number];

export function useOrderDetail(id: number | null) {
  return useQuery({
    queryKey: [...ORDER_DATA_KEY, 'detail', id ?? 0],
    // Silent: another company's order answers 404, shown as "not found".
    queryFn: () => call(routes.order, { params: { id: id as number } }, { silent: true }),
    enabled: id !== null,
  });
}
