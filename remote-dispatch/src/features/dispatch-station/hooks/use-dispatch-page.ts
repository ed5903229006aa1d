import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { getDispatchPage, type DispatchPageParams } from '../api/get-dispatch-page';
import { DISPATCH_POLL_MS, dispatchKeys } from './dispatch-keys';

export function useDispatchPage(params: DispatchPageParams) {
  return useQuery({
    queryKey: dispatchKeys.page(params),
    queryFn: () => getDispatchPage(params),
    placeholderData: keepPreviousData,
    refetchInterval: DISPATCH_POLL_MS,
  });
}
