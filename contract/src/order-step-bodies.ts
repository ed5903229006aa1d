import { Type, type Static, type TSchema } from '@sinclair/typebox';
import { Text } from './strings';
import { Nullable } from './answer-types';
import { LocalDateTimeString } from './dates';
import { Id, Int32 } from './integers';
import { COMPANY_NAME_MAX_LENGTH, LACK_RECEIPT_MAX_LENGTH, REASON_MAX_LENGTH } from './field-limits';
import { Amount } from './numbers';
import { ORDER_LIMITS } from './order-limits';
import { FLOW_STATUSES, type FlowStatus } from './order-status';
import { STEP_NAMES, type StepName } from './order-steps';

const Reason = Type.Optional(Text(REASON_MAX_LENGTH));
const CompanyName = Type.Optional(Type.Union([Text(COMPANY_NAME_MAX_LENGTH), Type.Null()]));

export const FeeRow = Type.Object({
  sortId: Int32({ minimum: 0, maximum: 100000 }),
  feeIndex: Text(100, { minLength: 1 }),
  endRange: Type.Optional(Type.Union([Amount, Type.Null()])),
  amount: Amount,
});
/** A fee row as the acceptance and closing steps take it. */
export type FeeInput = Static<typeof FeeRow>;

const ReasonBody = Type.Object({ reason: Reason });
const FeesBody = Type.Object({ fees: Type.Array(FeeRow, { maxItems: 100, default: [] }) });

/** The body of each step that takes one (its entry in `STEP_ROUTES`); the others take none. */
export const STEP_BODIES = {
  dispatch: Type.Object({
    engineerId: Id,
    responsiblePersonId: Type.Optional(Nullable(Id)),
    appointmentTime: LocalDateTimeString,
    engineerCompanyName: CompanyName,
  }),
  reject: ReasonBody,
  complete: Type.Object({
    lackReceipt: Type.Optional(Type.Union([Text(LACK_RECEIPT_MAX_LENGTH), Type.Null()])),
  }),
  accept: FeesBody,
  closeExpenses: FeesBody,
  redispatch: ReasonBody,
  changeEngineer: Type.Object({ engineerId: Id, reason: Reason, engineerCompanyName: CompanyName }),
  cancel: ReasonBody,
  createChild: Type.Object({
    serviceContentId: Type.Optional(Id),
    faultDescription: Type.Optional(Text(ORDER_LIMITS.faultDescription)),
    appointmentTime: Type.Optional(LocalDateTimeString),
  }),
} satisfies Partial<Record<StepName, TSchema>>;

/** What each step posts: its body, or nothing. */
export type StepBodies = {
  [S in Exclude<StepName, 'confirm'>]: S extends keyof typeof STEP_BODIES
    ? Static<(typeof STEP_BODIES)[S]>
    : void;
};

const FlowStatus = Type.Unsafe<FlowStatus>(Type.Union(FLOW_STATUSES.map((s) => Type.Literal(s))));

/** The server's answer to a step (`status` is `toStatus`); `childId` only for `createChild`. */
export const StepResult = Type.Object({
  serviceId: Type.Integer(),
  serviceNo: Type.String(),
  step: Type.Unsafe<StepName>(Type.Union(STEP_NAMES.map((s) => Type.Literal(s)))),
  fromStatus: FlowStatus,
  toStatus: FlowStatus,
  status: FlowStatus,
  version: Type.Integer(),
  childId: Type.Optional(Type.Integer()),
  childServiceNo: Type.Optional(Type.String()),
});
export type StepResult = Static<typeof StepResult>;
