import { FLOW_STATUSES } from './order-status';
import { stepReaching } from './order-steps';

test('a status reached by exactly one step names that step; pendingDispatch (reject, redispatch) none', () => {
  expect(Object.fromEntries(FLOW_STATUSES.map((s) => [s, stepReaching(s)]))).toEqual({
    pendingDispatch: undefined,
    pendingOrders: 'dispatch',
    toArrive: 'claim',
    toCompleted: 'arrive',
    pendingAcceptance: 'complete',
    income: 'accept',
    expenses: 'closeExpenses',
    pendingConfirmation: 'issueSettlement',
    confirmed: 'confirm',
    cancelled: 'cancel',
  });
  expect(stepReaching('same')).toBeUndefined();
});
