import { keepPreviousData } from '@tanstack/react-query';
import { getNoticePage, useNoticeQuery, type NoticePageParams } from '@portal/shared';
import { noticeKeys } from './notice-keys';

/** A page of notices, refreshed every 10 minutes and whenever any part of the portal changes one. */
export function useNoticePage(params: NoticePageParams) {
  return useNoticeQuery(noticeKeys.all, {
    queryKey: noticeKeys.page(params),
    queryFn: () => getNoticePage(params),
    placeholderData: keepPreviousData,
  });
}
