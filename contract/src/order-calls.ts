import { Type, type Static } from '@sinclair/typebox';
import { Text } from './strings';
import { Nullable } from './answer-types';
import { Id } from './integers';

/** `POST /api/sys/common/dail`: a call from `fromUser` to `toUser`, recorded on the order when one is named. */
export const DialBody = Type.Object({
  fromUser: Text(40),
  toUser: Text(40),
  serviceId: Type.Optional(Nullable(Id)),
});
export type DialBody = Static<typeof DialBody>;

/** The call as placed (numbers normalised). */
export const Dialled = Type.Object({
  id: Type.Integer(),
  status: Type.Union([Type.Literal('recorded'), Type.Literal('ringing')]),
  provider: Type.String(),
  callId: Nullable(Type.String()),
  fromUser: Type.String(),
  toUser: Type.String(),
});
export type Dialled = Static<typeof Dialled>;

/**
 * `PUT /api/sys/dispatch/first/train`. The schema's bound is loose on purpose: the route trims and
 * answers a text longer than FIRST_TRAIN_MAX (order-limits.ts) with its own message.
 */
export const TrainBody = Type.Object({
  serviceId: Id,
  firstTrain: Type.Optional(Type.Union([Text(5000), Type.Null()])),
});
export type TrainBody = Static<typeof TrainBody>;

export const Trained = Type.Object({ serviceId: Type.Integer(), firstTrain: Type.String() });
export type Trained = Static<typeof Trained>;
