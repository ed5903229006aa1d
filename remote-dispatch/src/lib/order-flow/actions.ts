import { ENGINEER_STEPS, FINAL_STATUSES, type EngineerStep, type StepName } from '@portal/shared';

/** What a dispatcher can do with an order from the station: pages and dialogs. */
export type RowAction =
  | 'dispatch'
  | 'editDispatch'
  | 'upgrade'
  | 'tracking'
  | 'appointment'
  | 'uploadReceipt'
  | 'acceptance'
  | 'income'
  | 'accessories'
  | 'repairUserEdit'
  | 'training'
  | 'call'
  | 'details';

/** An order as the server sends it in lists and details: its status and the steps the caller can take now. */
export interface StepsOf {
  status: string;
  availableSteps: readonly StepName[];
}

const offers = (order: StepsOf, ...steps: StepName[]) => steps.some((s) => order.availableSteps.includes(s));

export const isOpen = (status: string) => !(FINAL_STATUSES as readonly string[]).includes(status);

/** The visit is still ahead while the order can be dispatched or its engineer changed: its time can move. */
export const canMoveAppointment = (order: StepsOf) => offers(order, 'dispatch', 'changeEngineer');

/**
 * When each action is shown, from the steps the server offers (never from a copy of its table).
 * Pages of steps show with their steps; the edits around them show in the phase those steps mark.
 * The most useful first.
 */
const SHOWN_WHEN: Array<[RowAction, (order: StepsOf) => boolean]> = [
  ['dispatch', (o) => offers(o, 'dispatch')],
  ['acceptance', (o) => offers(o, 'accept')],
  ['income', (o) => offers(o, 'closeExpenses', 'issueSettlement')],
  // Receipts are uploaded while the order waits for completion or acceptance.
  ['uploadReceipt', (o) => offers(o, 'complete', 'accept')],
  // 改派 (an engineer to take away) comes early; the other exception steps (异常) after the edits.
  ['upgrade', (o) => offers(o, 'redispatch')],
  ['editDispatch', (o) => offers(o, 'changeEngineer')],
  ['tracking', (o) => o.status !== 'cancelled'],
  ['appointment', canMoveAppointment],
  // Parts and calls serve the visit and its acceptance.
  ['accessories', (o) => offers(o, 'dispatch', 'changeEngineer', 'accept')],
  ['upgrade', (o) => !offers(o, 'redispatch') && offers(o, 'cancel', 'createChild')],
  // The repair user is edited before anyone is sent to them.
  ['repairUserEdit', (o) => offers(o, 'dispatch')],
  // First training is given before the engineer arrives (arrival ahead: no completion offered yet).
  ['training', (o) => offers(o, 'dispatch', 'changeEngineer') && !offers(o, 'complete')],
  ['call', (o) => offers(o, 'dispatch', 'changeEngineer', 'accept')],
];

/** The station's actions for an order; details always last. */
export function rowActions(order: StepsOf): RowAction[] {
  return [...SHOWN_WHEN.filter(([, shown]) => shown(order)).map(([action]) => action), 'details'];
}

/** The upgrade page's action is called 改派 while the order has an engineer to take away, else 异常. */
export const upgradeLabelKey = (order: StepsOf) =>
  offers(order, 'redispatch') ? 'action.redispatch' : 'action.exception';

/** The engineer's own steps the server offers on their order. */
export const engineerSteps = (order: StepsOf): EngineerStep[] =>
  ENGINEER_STEPS.filter((step) => order.availableSteps.includes(step));
