import { Type } from '@sinclair/typebox';
import { Nullable } from '../answer-types';
import { IdParams } from '../integers';
import { AppointmentAnswer, AppointmentBody } from '../order-appointment';
import { STEP_BODIES, StepResult } from '../order-step-bodies';
import { route } from './route';

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

/** Each step of the order life cycle (SPEC section 5), the order's group and appointment changes. */
export const stepRoutes = {
  stepDispatch: route({
    method: 'POST',
    url: '/api/dispatch/service/:id/dispatch',
    access: 'dispatch',
    params: IdParams,
    body: STEP_BODIES.dispatch,
    response: StepResult,
  }),
  // The engineer's own steps: the machine checks that the caller is the order's engineer (or a dispatcher where allowed).
  stepClaim: route({
    method: 'POST',
    url: '/api/dispatch/service/:id/claim',
    access: 'user',
    params: IdParams,
    response: StepResult,
  }),
  stepReject: route({
    method: 'POST',
    url: '/api/dispatch/service/:id/reject',
    access: 'user',
    params: IdParams,
    body: STEP_BODIES.reject,
    response: StepResult,
  }),
  stepArrive: route({
    method: 'POST',
    url: '/api/dispatch/service/:id/arrive',
    access: 'user',
    params: IdParams,
    response: StepResult,
  }),
  stepComplete: route({
    method: 'POST',
    url: '/api/dispatch/service/:id/complete',
    access: 'user',
    params: IdParams,
    body: STEP_BODIES.complete,
    response: StepResult,
  }),
  stepAccept: route({
    method: 'POST',
    url: '/api/dispatch/service/:id/accept',
    access: 'dispatch',
    params: IdParams,
    body: STEP_BODIES.accept,
    response: StepResult,
  }),
  stepCloseExpenses: route({
    method: 'POST',
    url: '/api/dispatch/service/:id/close-expenses',
    access: 'dispatch',
    params: IdParams,
    body: STEP_BODIES.closeExpenses,
    response: StepResult,
  }),
  stepIssueSettlement: route({
    method: 'POST',
    url: '/api/dispatch/service/:id/issue-settlement',
    access: 'dispatch',
    params: IdParams,
    response: StepResult,
  }),
  stepRedispatch: route({
    method: 'POST',
    url: '/api/dispatch/service/:id/redispatch',
    access: 'dispatch',
    params: IdParams,
    body: STEP_BODIES.redispatch,
    response: StepResult,
  }),
  stepChangeEngineer: route({
    method: 'POST',
    url: '/api/dispatch/service/:id/change-engineer',
    access: 'dispatch',
    params: IdParams,
    body: STEP_BODIES.changeEngineer,
    response: StepResult,
  }),
  stepCancel: route({
    method: 'POST',
    url: '/api/dispatch/service/:id/cancel',
    access: 'dispatch',
    params: IdParams,
    body: STEP_BODIES.cancel,
    response: StepResult,
  }),
  stepCreateChild: route({
    method: 'POST',
    url: '/api/dispatch/service/:id/child',
    access: 'dispatch',
    params: IdParams,
    body: STEP_BODIES.createChild,
    response: StepResult,
  }),
  orderGroupCreate: route({
    method: 'POST',
    url: '/api/dispatch/service/create/group/:id',
    access: 'dispatch',
    params: IdParams,
    response: OrderGroup,
  }),
  appointmentChange: route({
    method: 'PUT',
    url: '/api/customer/dispatch/appointmentTime',
    access: 'dispatch',
    body: AppointmentBody,
    response: AppointmentAnswer,
  }),
};

/** The table entry of each step the HTTP API takes (`confirm` is settlement's). */
export const STEP_ROUTES = {
  dispatch: stepRoutes.stepDispatch,
  claim: stepRoutes.stepClaim,
  reject: stepRoutes.stepReject,
  arrive: stepRoutes.stepArrive,
  complete: stepRoutes.stepComplete,
  accept: stepRoutes.stepAccept,
  closeExpenses: stepRoutes.stepCloseExpenses,
  issueSettlement: stepRoutes.stepIssueSettlement,
  redispatch: stepRoutes.stepRedispatch,
  changeEngineer: stepRoutes.stepChangeEngineer,
  cancel: stepRoutes.stepCancel,
  createChild: stepRoutes.stepCreateChild,
};
