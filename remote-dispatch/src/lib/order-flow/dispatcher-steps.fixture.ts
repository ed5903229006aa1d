import type { StepName } from '@portal/shared/contract';

/**
 * Test data: the steps the server offers a dispatcher who is not the order's engineer, by status. The server's
 * test (server/test/dispatch-flow.test.ts) imports this table and checks that its detail answers the same.
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
