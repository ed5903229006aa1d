import { Type, type Static } from '@sinclair/typebox';
import { Nullable } from './answer-types';

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
