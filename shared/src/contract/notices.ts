import { Type, type Static } from '@sinclair/typebox';

/** One of the signed-in user's notices (`GET /api/order/customer/notice/...`). */
export const Notice = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  content: Type.String(),
  repairUserName: Type.Union([Type.String(), Type.Null()]),
  link: Type.Union([Type.String(), Type.Null()]),
  status: Type.Union([Type.Literal('unread'), Type.Literal('read')]),
  sendTime: Type.String(),
});
export type Notice = Static<typeof Notice>;
