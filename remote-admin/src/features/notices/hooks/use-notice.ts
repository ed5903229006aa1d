import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { eventBus } from '@portal/shared';
import { getNotice } from '../api/get-notice';
import { noticeKeys } from './notice-keys';

/** One notice. Loading it marks it read on the server, so the rest of the portal is told. */
export function useNotice(id: number | null) {
  const query = useQuery({
    queryKey: noticeKeys.detail(id ?? 0),
    queryFn: () => getNotice(id as number),
    enabled: id !== null,
    staleTime: Infinity,
  });
  const loadedId = query.data?.id;
  useEffect(() => {
    if (loadedId !== undefined) eventBus.emit('notice:changed');
  }, [loadedId]);
  return query;
}
