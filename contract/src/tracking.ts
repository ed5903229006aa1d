import { Type, type Static } from '@sinclair/typebox';
import { Text as BoundedText } from './strings';
import { Nullable } from './answer-types';
import { DateTimeString } from './dates';
import { Id } from './integers';
import { TRACKING_CONTENT_MAX_LENGTH } from './field-limits';

const Text = Type.String();

export const TRACKING_TYPES = ['content', 'completion', 'visit'] as const;
export const TrackingType = Type.Union(TRACKING_TYPES.map((t) => Type.Literal(t)));
export type TrackingType = Static<typeof TrackingType>;

/** A tracking record of an order as the pages show it. */
export const TrackingRecord = Type.Object({
  id: Type.Integer(),
  serviceId: Type.Integer(),
  engineerId: Nullable(Type.Integer()),
  engineerName: Nullable(Type.String()),
  content: Text,
  contactTime: Text,
  creatorId: Nullable(Type.Integer()),
  creator: Text,
  reminderId: Nullable(Type.Integer()),
  reminderName: Nullable(Type.String()),
  isCustomerVisibility: Type.Boolean(),
  isEngineerVisible: Type.Boolean(),
  isRemind: Type.Boolean(),
  remindTime: Nullable(Type.String()),
  remindSentTime: Nullable(Type.String()),
  type: TrackingType,
  createTime: Text,
  updateTime: Text,
});
export type TrackingRecord = Static<typeof TrackingRecord>;

/** What adding (`POST /api/customer/dispatch/track/record`) and editing (`PUT`, with `id`) a tracking record send. */
export const TrackingFields = {
  serviceId: Id,
  engineerId: Type.Optional(Nullable(Id)),
  content: Type.Optional(BoundedText(TRACKING_CONTENT_MAX_LENGTH)),
  // Accepted for the form's sake; the server always records the time it saves.
  contactTime: Type.Optional(Type.Union([BoundedText(40), Type.Null()])),
  isCustomerVisibility: Type.Optional(Type.Boolean()),
  isEngineerVisible: Type.Optional(Type.Boolean()),
  isRemind: Type.Optional(Type.Boolean()),
  reminderId: Type.Optional(Nullable(Id)),
  remindTime: Type.Optional(Type.Union([DateTimeString, Type.Null()])),
  type: Type.Optional(TrackingType),
};
export const TrackingBody = Type.Object(TrackingFields);
export type TrackingBody = Static<typeof TrackingBody>;
export const TrackingUpdateBody = Type.Object({ id: Id, ...TrackingFields });
export type TrackingUpdateBody = Static<typeof TrackingUpdateBody>;
