import { Type } from '@sinclair/typebox';
import { Page } from '../envelope';
import { IdParams } from '../integers';
import { Notice, NoticePageQuery, UnreadNoticeCount } from '../notices';
import type { RouteSchemas } from './route';

/** The schemas of noticeRoutes (the server's side of the table), keyed as its routes. */
export const noticeSchemas = {
  noticePage: { querystring: NoticePageQuery, response: Page(Notice) },
  noticeUnreadCount: { response: UnreadNoticeCount },
  noticeReadAll: { response: Type.Null() },
  noticeRead: { params: IdParams, response: Type.Null() },
  notice: { params: IdParams, response: Notice },
} satisfies Record<string, RouteSchemas>;
