import { keepPreviousData, useQueries, useQuery } from '@tanstack/react-query';
import { call, type CallInput } from '@portal/shared';
import { routes } from '@portal/shared/contract';
import { DISPATCH_ROOT } from '../../../lib/query-keys';

const key = [...DISPATCH_ROOT, 'tracking'] as const;
// Templates and staff change rarely: keep them for the session's dialogs.
const STATIC = { staleTime: 5 * 60_000 };

/** An order (`serviceId`) and a page of its tracking records. */
export type TrackingPageParams = CallInput<typeof routes.trackingPage>['query'];

export function useTrackingPage(params: TrackingPageParams) {
  return useQuery({
    queryKey: [...key, 'page', params],
    queryFn: () => call(routes.trackingPage, { query: params }),
    placeholderData: keepPreviousData,
  });
}

export function useTrackTemplates() {
  const [completion, visit, content] = useQueries({
    queries: [
      {
        queryKey: [...key, 'completion'],
        queryFn: () => call(routes.trackingCompletionTemplates),
        ...STATIC,
      },
      { queryKey: [...key, 'visit'], queryFn: () => call(routes.trackingVisitTemplates), ...STATIC },
      { queryKey: [...key, 'content'], queryFn: () => call(routes.trackingContents), ...STATIC },
    ],
  });
  return { completion: completion.data ?? [], visit: visit.data ?? [], content: content.data ?? [] };
}

/** Users who can be reminded. */
export function useOnTheJobUsers() {
  return useQuery({
    queryKey: [...key, 'on-the-job'],
    queryFn: () => call(routes.onTheJobList),
    ...STATIC,
  });
}
