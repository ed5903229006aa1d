import { Type } from '@sinclair/typebox';
import { Nullable } from '../answer-types';
import { IdParams } from '../integers';
import { AppointmentAnswer, AppointmentBody } from '../order-appointment';
import { STEP_BODIES, StepResult } from '../order-step-bodies';
import type { RouteSchemas } from './route';

const OrderGroup = Type.Object({
  id: Type.Integer(),
  channelId: Type.String(),
  name: Type.String(),
  serviceId: Type.Integer(),
  created: Type.Boolean(),
  members: Type.Array(
    Type.Object({
      userId: Type.Integer(),
      uid: Type.String(),
      name: Type.String(),
      type: Type.String(),
      avatar: Nullable(Type.String()),
    }),
  ),
});

/** The schemas of stepRoutes (the server's side of the table), keyed as its routes. */
export const stepSchemas = {
  stepDispatch: { params: IdParams, body: STEP_BODIES.dispatch, response: StepResult },
  stepClaim: { params: IdParams, response: StepResult },
  stepReject: { params: IdParams, body: STEP_BODIES.reject, response: StepResult },
  stepArrive: { params: IdParams, response: StepResult },
  stepComplete: { params: IdParams, body: STEP_BODIES.complete, response: StepResult },
  stepAccept: { params: IdParams, body: STEP_BODIES.accept, response: StepResult },
  stepCloseExpenses: { params: IdParams, body: STEP_BODIES.closeExpenses, response: StepResult },
  stepIssueSettlement: { params: IdParams, response: StepResult },
  stepRedispatch: { params: IdParams, body: STEP_BODIES.redispatch, response: StepResult },
  stepChangeEngineer: { params: IdParams, body: STEP_BODIES.changeEngineer, response: StepResult },
  stepCancel: { params: IdParams, body: STEP_BODIES.cancel, response: StepResult },
  stepCreateChild: { params: IdParams, body: STEP_BODIES.createChild, response: StepResult },
  orderGroupCreate: { params: IdParams, response: OrderGroup },
  appointmentChange: { body: AppointmentBody, response: AppointmentAnswer },
} satisfies Record<string, RouteSchemas>;
