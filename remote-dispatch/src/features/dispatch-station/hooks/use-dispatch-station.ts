import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { DISPATCH_ROOT } from '../../../lib/query-keys';
import { getDispatchCounts, type DispatchFilters } from '../api/get-dispatch-counts';
import { getDispatchPage, type DispatchPageParams } from '../api/get-dispatch-page';

const key = [...DISPATCH_ROOT, 'dispatch-station'] as const;
// Counts and list poll every 30 s, the rows last shown staying until the new ones arrive.
const POLLED = { placeholderData: keepPreviousData, refetchInterval: 30_000 };

export function useDispatchCounts(filters: DispatchFilters) {
  return useQuery({
    queryKey: [...key, 'counts', filters],
    queryFn: () => getDispatchCounts(filters),
    ...POLLED,
  });
}

export function useDispatchPage(params: DispatchPageParams) {
  return useQuery({ queryKey: [...key, 'page', params], queryFn: () => getDispatchPage(params), ...POLLED });
}
