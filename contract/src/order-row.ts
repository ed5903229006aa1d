import { Type, type Static } from '@sinclair/typebox';
import { FLOW_STATUSES } from './order-status';
import { Nullable, StringEnum } from './answer-types';
import { STEP_NAMES } from './order-steps';
/** A time as the order lists show it: 'YYYY-MM-DD HH:mm:ss' in the server's time zone. */
const Time = Type.String();

/** One service order as the order lists, the order reads and order creation answer it. */
export const ServiceOrderRow = Type.Object({
  id: Type.Integer(),
  serviceNo: Type.String(),
  status: StringEnum(FLOW_STATUSES),
  projectId: Type.Integer(),
  projectName: Type.String(),
  serviceContentId: Type.Integer(),
  serviceContent: Type.String(),
  customerId: Type.Integer(),
  customerName: Type.String(),
  repairUserId: Nullable(Type.Integer()),
  repairUserName: Type.String(),
  repairNo: Nullable(Type.String()),
  repairUserAddress: Type.String(),
  contactName: Type.String(),
  contactPhone: Type.String(),
  engineerId: Nullable(Type.Integer()),
  engineerName: Nullable(Type.String()),
  engineerCompanyName: Nullable(Type.String()),
  creatorName: Type.String(),
  faultDescription: Type.String(),
  parentId: Nullable(Type.Integer()),
  appointmentTime: Nullable(Time),
  createTime: Time,
  dispatchTime: Nullable(Time),
  arriveTime: Nullable(Time),
  completionTime: Nullable(Time),
  acceptanceTime: Nullable(Time),
  incomeTime: Nullable(Time),
  trackRecordTime: Nullable(Time),
});
export type ServiceOrderRow = Static<typeof ServiceOrderRow>;

/** A row of the dispatch station: the order and the steps the signed-in user may take on it. */
export const StationOrderRow = Type.Composite([
  ServiceOrderRow,
  Type.Object({ availableSteps: Type.Array(StringEnum(STEP_NAMES)) }),
]);
export type StationOrderRow = Static<typeof StationOrderRow>;

/** A row of an engineer's own task list. */
export const EngineerTaskRow = Type.Composite([
  StationOrderRow,
  Type.Object({ firstTrain: Nullable(Type.String()), lackReceipt: Nullable(Type.String()) }),
]);
export type EngineerTaskRow = Static<typeof EngineerTaskRow>;

/** Orders per status (status → how many), as the count calls of both order lists and the engineer's tasks answer. */
export const StatusCounts = Type.Record(Type.String(), Type.Integer());
export type StatusCounts = Static<typeof StatusCounts>;
