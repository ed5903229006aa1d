import type { stepSchemas } from './steps.schemas';
import type { StepName } from '../order-steps';
import { linkRoutes } from './route';

/** Each step of the order life cycle (SPEC section 5), the order's group and appointment changes. */
export const stepRoutes = linkRoutes<typeof stepSchemas>()({
  stepDispatch: { method: 'POST', url: '/api/dispatch/service/:id/dispatch', access: 'dispatch' },
  // The engineer's own steps: the machine checks that the caller is the order's engineer (or a dispatcher where allowed).
  stepClaim: { method: 'POST', url: '/api/dispatch/service/:id/claim', access: 'user' },
  stepReject: { method: 'POST', url: '/api/dispatch/service/:id/reject', access: 'user' },
  stepArrive: { method: 'POST', url: '/api/dispatch/service/:id/arrive', access: 'user' },
  stepComplete: { method: 'POST', url: '/api/dispatch/service/:id/complete', access: 'user' },
  stepAccept: { method: 'POST', url: '/api/dispatch/service/:id/accept', access: 'dispatch' },
  stepCloseExpenses: { method: 'POST', url: '/api/dispatch/service/:id/close-expenses', access: 'dispatch' },
  stepIssueSettlement: {
    method: 'POST',
    url: '/api/dispatch/service/:id/issue-settlement',
    access: 'dispatch',
  },
  stepRedispatch: { method: 'POST', url: '/api/dispatch/service/:id/redispatch', access: 'dispatch' },
  stepChangeEngineer: {
    method: 'POST',
    url: '/api/dispatch/service/:id/change-engineer',
    access: 'dispatch',
  },
  stepCancel: { method: 'POST', url: '/api/dispatch/service/:id/cancel', access: 'dispatch' },
  stepCreateChild: { method: 'POST', url: '/api/dispatch/service/:id/child', access: 'dispatch' },
  orderGroupCreate: { method: 'POST', url: '/api/dispatch/service/create/group/:id', access: 'dispatch' },
  appointmentChange: { method: 'PUT', url: '/api/customer/dispatch/appointmentTime', access: 'dispatch' },
});

/** The name in the route table of each step the HTTP API takes (`confirm` is settlement's). */
export const STEP_ROUTE_NAMES = {
  dispatch: 'stepDispatch',
  claim: 'stepClaim',
  reject: 'stepReject',
  arrive: 'stepArrive',
  complete: 'stepComplete',
  accept: 'stepAccept',
  closeExpenses: 'stepCloseExpenses',
  issueSettlement: 'stepIssueSettlement',
  redispatch: 'stepRedispatch',
  changeEngineer: 'stepChangeEngineer',
  cancel: 'stepCancel',
  createChild: 'stepCreateChild',
} as const satisfies Record<Exclude<StepName, 'confirm'>, keyof typeof stepRoutes>;

type StepRouteNames = typeof STEP_ROUTE_NAMES;

/** The table entry of each step the HTTP API takes. */
export const STEP_ROUTES = Object.fromEntries(
  Object.entries(STEP_ROUTE_NAMES).map(([step, name]) => [step, stepRoutes[name]]),
) as { [S in keyof StepRouteNames]: (typeof stepRoutes)[StepRouteNames[S]] };
