import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { getDispatchCounts, type DispatchFilters } from '../api/get-dispatch-counts';
import { DISPATCH_POLL_MS, dispatchKeys } from './dispatch-keys';

export function useDispatchCounts(filters: DispatchFilters) {
  return useQuery({
    queryKey: dispatchKeys.counts(filters),
    queryFn: () => getDispatchCounts(filters),
    placeholderData: keepPreviousData,
    refetchInterval: DISPATCH_POLL_MS,
  });
}
