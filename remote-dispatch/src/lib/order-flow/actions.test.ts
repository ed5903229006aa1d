import { asDispatcherSees } from '@portal/shared/src/testing/dispatcher-steps';
import { engineerSteps, rowActions as actionsOf, upgradeLabelKey as labelOf, type StepsOf } from './actions';

const rowActions = (status: string) => actionsOf(asDispatcherSees(status));
const upgradeLabelKey = (status: string) => labelOf(asDispatcherSees(status));
const engineerSees = (status: string, availableSteps: StepsOf['availableSteps']) =>
  engineerSteps({ status, availableSteps });

test('each status offers only the steps the server allows from it', () => {
  expect(rowActions('pendingDispatch')[0]).toBe('dispatch');
  expect(rowActions('pendingDispatch')).not.toContain('uploadReceipt');
  expect(rowActions('pendingOrders')).toEqual(expect.arrayContaining(['upgrade', 'tracking', 'appointment']));
  expect(rowActions('pendingOrders')).not.toContain('dispatch');
  expect(rowActions('toCompleted')[0]).toBe('uploadReceipt');
  expect(rowActions('pendingAcceptance')[0]).toBe('acceptance');
  expect(rowActions('pendingAcceptance')).not.toContain('appointment');
  expect(rowActions('income')[0]).toBe('income');
  expect(rowActions('expenses')[0]).toBe('income');
  expect(rowActions('pendingConfirmation')).not.toContain('income');
  expect(rowActions('confirmed')).toEqual(['tracking', 'details']);
  expect(rowActions('cancelled')).toEqual(['details']);
  for (const status of ['pendingDispatch', 'toArrive', 'income', 'confirmed']) {
    expect(rowActions(status)[rowActions(status).length - 1]).toBe('details');
  }
});

test('the exception page is called 改派 while there is an engineer to take away', () => {
  expect(upgradeLabelKey('pendingOrders')).toBe('action.redispatch');
  expect(upgradeLabelKey('toCompleted')).toBe('action.redispatch');
  expect(upgradeLabelKey('pendingDispatch')).toBe('action.exception');
  expect(upgradeLabelKey('income')).toBe('action.exception');
});

test('an engineer claims or rejects, then arrives, then completes', () => {
  expect(engineerSees('pendingOrders', ['claim', 'reject'])).toEqual(['claim', 'reject']);
  expect(engineerSees('toArrive', ['arrive'])).toEqual(['arrive']);
  expect(engineerSees('toCompleted', ['complete'])).toEqual(['complete']);
  expect(engineerSees('pendingDispatch', [])).toEqual([]);
  expect(engineerSees('pendingAcceptance', [])).toEqual([]);
});

test('only the steps the server sends count: nothing is derived from the status', () => {
  expect(actionsOf({ status: 'pendingDispatch', availableSteps: [] })).toEqual(['tracking', 'details']);
  expect(engineerSees('pendingOrders', ['claim'])).toEqual(['claim']);
  expect(actionsOf({ status: 'toCompleted', availableSteps: ['changeEngineer'] })).toContain('editDispatch');
});
