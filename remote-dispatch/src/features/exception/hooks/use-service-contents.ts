import { useQuery } from '@tanstack/react-query';
import { call } from '@portal/shared';
import { routes } from '@portal/shared/contract';
import { DISPATCH_ROOT } from '../../../lib/query-keys';

/** The project's service contents (what a child order may be for); they rarely change. */
export function useServiceContents(projectId: number) {
  return useQuery({
    queryKey: [...DISPATCH_ROOT, 'service-contents', projectId],
    queryFn: () => call(routes.serviceContents, { query: { projectId } }),
    staleTime: 5 * 60_000,
  });
}
