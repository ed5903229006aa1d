import { api, request, type Notice, type Page } from '@portal/shared';

export const LATEST_NOTICES_QUERY_KEY = ['notice', 'latest'] as const;
/** How many notices the bell's dropdown lists; the rest are one click away ("view all"). */
export const LATEST_NOTICES_SIZE = 5;

/** `GET /api/order/customer/notice/page`, first page: the signed-in user's newest notices. */
export function fetchLatestNotices(): Promise<Page<Notice>> {
  return request<Page<Notice>>(api, {
    url: '/order/customer/notice/page',
    method: 'GET',
    params: { current: 1, size: LATEST_NOTICES_SIZE },
    silent: true,
  });
}
