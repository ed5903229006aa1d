import type { QueuedItem } from '@portal/shared/field';
import { withQueuedSteps } from './queued-steps';

const item = (
  serviceId: number,
  step: string | undefined,
  state: QueuedItem['state'] = 'pending',
): QueuedItem => ({
  key: `${serviceId}-${step}`,
  serviceId,
  label: step ? `action.${step}` : 'receipt.photoAct',
  step,
  actedAt: '2026-11-27T10:00:00.000+08:00',
  calls: [],
  answers: [],
  state,
  attempts: 0,
});

const order = {
  id: 7,
  status: 'pendingOrders',
  availableSteps: ['claim', 'reject'] as const,
  serviceNo: 'S7',
};

test('接单 and 到场 queued offline: the order reads as waiting for 完工, its other fields untouched', () => {
  const projected = withQueuedSteps(order, [item(7, 'claim'), item(7, undefined), item(7, 'arrive')]);
  expect(projected).toEqual({ ...order, status: 'toCompleted', availableSteps: ['complete'] });
  expect(withQueuedSteps(order, [item(7, 'claim')])).toMatchObject({
    status: 'toArrive',
    availableSteps: ['arrive'],
  });
});

test('完工 and 拒单 leave the engineer no step; acts of other orders change nothing', () => {
  expect(
    withQueuedSteps({ ...order, status: 'toCompleted', availableSteps: ['complete'] }, [item(7, 'complete')]),
  ).toMatchObject({
    status: 'pendingAcceptance',
    availableSteps: [],
  });
  expect(withQueuedSteps(order, [item(7, 'reject')])).toMatchObject({
    status: 'pendingDispatch',
    availableSteps: [],
  });
  expect(withQueuedSteps(order, [item(8, 'claim')])).toBe(order);
});

test('a refused act holds back what follows it: the order stays as the server has it', () => {
  expect(withQueuedSteps(order, [item(7, 'claim', 'refused'), item(7, 'arrive')])).toBe(order);
  expect(withQueuedSteps(order, [item(7, 'claim'), item(7, 'arrive', 'refused')])).toMatchObject({
    status: 'toArrive',
  });
});

test('a step the fetched order already shows taken is skipped: a fresh order is never set back', () => {
  const fetched = { ...order, status: 'toCompleted', availableSteps: ['complete'] as const };
  expect(withQueuedSteps(fetched, [item(7, 'claim'), item(7, 'arrive')])).toBe(fetched);
  const arrived = { ...order, status: 'toArrive', availableSteps: ['arrive'] as const };
  expect(withQueuedSteps(arrived, [item(7, 'claim'), item(7, 'arrive')])).toMatchObject({
    status: 'toCompleted',
  });
});
