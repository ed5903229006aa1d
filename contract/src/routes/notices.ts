import { Type } from '@sinclair/typebox';
import { Page } from '../envelope';
import { IdParams } from '../integers';
import { Notice, NoticePageQuery, UnreadNoticeCount } from '../notices';
import { route } from './route';

/** The signed-in user's notices. */
export const noticeRoutes = {
  noticePage: route({
    method: 'GET',
    url: '/api/order/customer/notice/page',
    access: 'user',
    querystring: NoticePageQuery,
    response: Page(Notice),
  }),
  noticeUnreadCount: route({
    method: 'GET',
    url: '/api/order/customer/notice/unread/count',
    access: 'user',
    response: UnreadNoticeCount,
  }),
  noticeReadAll: route({
    method: 'PUT',
    url: '/api/order/customer/notice/read/all',
    access: 'user',
    response: Type.Null(),
  }),
  noticeRead: route({
    method: 'PUT',
    url: '/api/order/customer/notice/read/:id',
    access: 'user',
    params: IdParams,
    response: Type.Null(),
  }),
  notice: route({
    method: 'GET',
    url: '/api/order/customer/notice/:id',
    access: 'user',
    params: IdParams,
    response: Notice,
  }),
};
