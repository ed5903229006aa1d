import { useQuery } from '@tanstack/react-query';
import { lastShownPlaceholder, type Page, type ServiceOrderRow } from '@portal/shared';
import { DISPATCH_ROOT } from '../../../lib/query-keys';
import { getOrderPage, type OrderPageParams } from '../api/get-order-page';

// A new query string opens the page afresh (see useListSearch): the rows last shown stay until the new ones arrive.
const lastShown = lastShownPlaceholder<Page<ServiceOrderRow>>();

export function useOrderPage(params: OrderPageParams) {
  return useQuery({
    queryKey: [...DISPATCH_ROOT, 'dispatch-query', params],
    queryFn: () => getOrderPage(params).then(lastShown.remember),
    placeholderData: lastShown.placeholder,
  });
}
