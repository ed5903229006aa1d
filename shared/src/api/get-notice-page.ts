import type { Page } from '../types';
import type { Notice, NoticePageParams } from '../contract/notices';
import { api, request } from './client';

export type { NoticePageParams };

/** `GET /api/order/customer/notice/page`: the signed-in user's notices, newest first. */
export function getNoticePage({ current, size, status }: NoticePageParams): Promise<Page<Notice>> {
  return request<Page<Notice>>(api, {
    method: 'GET',
    url: '/order/customer/notice/page',
    params: { current, size, status },
  });
}
