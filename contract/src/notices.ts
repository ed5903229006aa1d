import { Type, type Static } from '@sinclair/typebox';
import { Nullable } from './answer-types';
import { Id } from './integers';
import { PageQuery } from './paging';

/** One of the signed-in user's notices (`GET /api/order/customer/notice/...`). */
export const Notice = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  content: Type.String(),
  repairUserName: Nullable(Type.String()),
  link: Nullable(Type.String()),
  status: Type.Union([Type.Literal('unread'), Type.Literal('read')]),
  sendTime: Type.String(),
});
export type Notice = Static<typeof Notice>;

/** `GET /api/order/customer/notice/page`: no `status`, every notice; `customerId` narrows a manager's view. */
export const NoticePageQuery = Type.Intersect([
  PageQuery,
  Type.Object({
    status: Type.Optional(Type.Union([Type.Literal('unread'), Type.Literal('read')])),
    customerId: Type.Optional(Id),
  }),
]);
export type NoticePageQuery = Static<typeof NoticePageQuery>;
/** What both remotes' notice pages ask for. */
export type NoticePageParams = Omit<NoticePageQuery, 'customerId'>;

/** The answer of the unread notice count. */
export const UnreadNoticeCount = Type.Object({ count: Type.Integer() });
export type UnreadNoticeCount = Static<typeof UnreadNoticeCount>;
