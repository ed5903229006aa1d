import { keepPreviousData, useQueries, useQuery } from '@tanstack/react-query';
import { DISPATCH_ROOT } from '../../../lib/query-keys';
import { getCompletionTemplates } from '../api/get-completion-templates';
import { getContentTemplates } from '../api/get-content-templates';
import { getOnTheJobUsers } from '../api/get-on-the-job-users';
import { getTrackingPage, type TrackingPageParams } from '../api/get-tracking-page';
import { getVisitTemplates } from '../api/get-visit-templates';

const key = [...DISPATCH_ROOT, 'tracking'] as const;
// Templates and staff change rarely: keep them for the session's dialogs.
const STATIC = { staleTime: 5 * 60_000 };

export function useTrackingPage(params: TrackingPageParams) {
  return useQuery({
    queryKey: [...key, 'page', params],
    queryFn: () => getTrackingPage(params),
    placeholderData: keepPreviousData,
  });
}

export function useTrackTemplates() {
  const [completion, visit, content] = useQueries({
    queries: [
      { queryKey: [...key, 'completion'], queryFn: getCompletionTemplates, ...STATIC },
      { queryKey: [...key, 'visit'], queryFn: getVisitTemplates, ...STATIC },
      { queryKey: [...key, 'content'], queryFn: getContentTemplates, ...STATIC },
    ],
  });
  return { completion: completion.data ?? [], visit: visit.data ?? [], content: content.data ?? [] };
}

export function useOnTheJobUsers() {
  return useQuery({ queryKey: [...key, 'on-the-job'], queryFn: getOnTheJobUsers, ...STATIC });
}
