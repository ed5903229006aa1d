import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { call, eventBus } from '@portal/shared';
import { routes } from '@portal/shared/contract';
import { noticeKeys } from './notice-keys';

/** One notice. Loading it marks it read on the server, so the rest of the portal is told. */
export function useNotice(id: number | null) {
  const query = useQuery({
    queryKey: noticeKeys.detail(id ?? 0),
    // Silent: the details page shows its own "not found" result.
    queryFn: () => call(routes.notice, { params: { id: id as number } }, { silent: true }),
    enabled: id !== null,
    staleTime: Infinity,
  });
  const loadedId = query.data?.id;
  useEffect(() => {
    if (loadedId !== undefined) eventBus.emit('notice:changed');
  }, [loadedId]);
  return query;
}
