import type { StepName } from '../order-steps';

/**
 * Test data: the steps the server offers a dispatcher who is not the order's engineer, by status. The server's
 * test (server/test/dispatch-flow.test.ts) checks that its detail answers this table, and the dispatch remote's
 * tests draw their orders from it.
 */
export const DISPATCHER_STEPS: Record<string, StepName[]> = {
  pendingDispatch: ['dispatch', 'cancel', 'createChild'],
  pendingOrders: ['redispatch', 'changeEngineer', 'cancel', 'createChild'],
  toArrive: ['arrive', 'redispatch', 'changeEngineer', 'cancel', 'createChild'],
  toCompleted: ['complete', 'redispatch', 'changeEngineer', 'cancel', 'createChild'],
  pendingAcceptance: ['accept', 'cancel', 'createChild'],
  income: ['closeExpenses', 'cancel', 'createChild'],
  expenses: ['issueSettlement', 'cancel', 'createChild'],
  pendingConfirmation: ['cancel', 'createChild'],
  confirmed: [],
  cancelled: [],
};

/** An order in `status` as a dispatcher's list or detail sends it. */
export const asDispatcherSees = (status: string) => ({ status, availableSteps: DISPATCHER_STEPS[status] });
