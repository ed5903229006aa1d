import { CUSTOMER_TABS, DISPATCH_TABS, ENGINEER_TABS } from './order-status';

test('the station tabs are the statuses before confirmation in flow order, then total', () => {
  expect(DISPATCH_TABS).toEqual([
    'pendingDispatch',
    'pendingOrders',
    'toArrive',
    'toCompleted',
    'pendingAcceptance',
    'income',
    'expenses',
    'pendingConfirmation',
    'total',
  ]);
});

test('customer and engineer tabs end with total too', () => {
  expect(CUSTOMER_TABS.at(-1)).toBe('total');
  expect(ENGINEER_TABS).toEqual([
    'pendingOrders',
    'toArrive',
    'toCompleted',
    'pendingAcceptance',
    'income',
    'expenses',
    'pendingConfirmation',
    'confirmed',
    'total',
  ]);
});
