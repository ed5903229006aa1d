import { keepPreviousData } from '@tanstack/react-query';
import { call, useNoticeQuery, type NoticePageParams } from '@portal/shared';
import { routes } from '@portal/shared/contract';
import { noticeKeys } from './notice-keys';

/** A page of notices, refreshed every 10 minutes and whenever any part of the portal changes one. */
export function useNoticePage(params: NoticePageParams) {
  return useNoticeQuery(noticeKeys.all, {
    queryKey: noticeKeys.page(params),
    queryFn: () =>
      call(routes.noticePage, {
        query: { current: params.current, size: params.size, status: params.status },
      }),
    placeholderData: keepPreviousData,
  });
}
