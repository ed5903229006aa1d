import { Type, type Static, type TSchema } from '@sinclair/typebox';
import { LocalDateTimeString } from './dates';
import { Id, Int32 } from './integers';
import { Amount } from './numbers';
import type { FlowStatus } from './order-status';
import type { StepName } from './order-steps';

const Reason = Type.Optional(Type.String({ maxLength: 500 }));
const CompanyName = Type.Optional(Type.Union([Type.String({ maxLength: 100 }), Type.Null()]));

export const FeeRow = Type.Object({
  sortId: Int32({ minimum: 0, maximum: 100000 }),
  feeIndex: Type.String({ minLength: 1, maxLength: 100 }),
  endRange: Type.Optional(Type.Union([Amount, Type.Null()])),
  amount: Amount,
});
/** A fee row as the acceptance and closing steps take it. */
export type FeeInput = Static<typeof FeeRow>;

const ReasonBody = Type.Object({ reason: Reason });
const FeesBody = Type.Object({ fees: Type.Array(FeeRow, { maxItems: 100, default: [] }) });

/** The body of each step that takes one (`POST /api/dispatch/service/:id/<STEP_PATHS[step]>`); the others take none. */
export const STEP_BODIES = {
  dispatch: Type.Object({
    engineerId: Id,
    responsiblePersonId: Type.Optional(Type.Union([Id, Type.Null()])),
    appointmentTime: LocalDateTimeString,
    engineerCompanyName: CompanyName,
  }),
  reject: ReasonBody,
  complete: Type.Object({ lackReceipt: Type.Optional(Type.Union([Type.String({ maxLength: 1000 }), Type.Null()])) }),
  accept: FeesBody,
  closeExpenses: FeesBody,
  redispatch: ReasonBody,
  changeEngineer: Type.Object({ engineerId: Id, reason: Reason, engineerCompanyName: CompanyName }),
  cancel: ReasonBody,
  createChild: Type.Object({
    serviceContentId: Type.Optional(Id),
    faultDescription: Type.Optional(Type.String({ maxLength: 1000 })),
    appointmentTime: Type.Optional(LocalDateTimeString),
  }),
} satisfies Partial<Record<StepName, TSchema>>;

/** What each step posts: its body, or nothing. */
export type StepBodies = {
  [S in Exclude<StepName, 'confirm'>]: S extends keyof typeof STEP_BODIES ? Static<(typeof STEP_BODIES)[S]> : void;
};

/** The server's answer to a step; `childId` only for `createChild`. */
export interface StepResult {
  serviceId: number;
  serviceNo: string;
  step: StepName;
  fromStatus: FlowStatus;
  toStatus: FlowStatus;
  childId?: number;
  childServiceNo?: string;
}
