import { useEffect } from 'react';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { eventBus, getNoticePage, type NoticePageParams } from '@portal/shared';
import { noticeKeys } from './notice-keys';

const NOTICE_REFRESH_MS = 10 * 60_000;

/** A page of notices, refreshed every 10 minutes and whenever any part of the portal changes one. */
export function useNoticePage(params: NoticePageParams) {
  const queryClient = useQueryClient();
  useEffect(
    () =>
      eventBus.on('notice:changed', () => void queryClient.invalidateQueries({ queryKey: noticeKeys.all })),
    [queryClient],
  );
  return useQuery({
    queryKey: noticeKeys.page(params),
    queryFn: () => getNoticePage(params),
    placeholderData: keepPreviousData,
    refetchInterval: NOTICE_REFRESH_MS,
  });
}
