import { Type, type Static } from '@sinclair/typebox';

const Text = Type.String();
const NullableText = Type.Union([Type.String(), Type.Null()]);
const NullableId = Type.Union([Type.Integer(), Type.Null()]);

export const TRACKING_TYPES = ['content', 'completion', 'visit'] as const;
export const TrackingType = Type.Union(TRACKING_TYPES.map((t) => Type.Literal(t)));
export type TrackingType = Static<typeof TrackingType>;

/** A tracking record of an order as the pages show it. */
export const TrackingRecord = Type.Object({
  id: Type.Integer(),
  serviceId: Type.Integer(),
  engineerId: NullableId,
  engineerName: NullableText,
  content: Text,
  contactTime: Text,
  creatorId: NullableId,
  creator: Text,
  reminderId: NullableId,
  reminderName: NullableText,
  isCustomerVisibility: Type.Boolean(),
  isEngineerVisible: Type.Boolean(),
  isRemind: Type.Boolean(),
  remindTime: NullableText,
  remindSentTime: NullableText,
  type: TrackingType,
  createTime: Text,
  updateTime: Text,
});
export type TrackingRecord = Static<typeof TrackingRecord>;
