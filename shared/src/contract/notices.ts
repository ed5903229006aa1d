import { Type, type Static } from '@sinclair/typebox';
import { Nullable } from './answer-types';

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
