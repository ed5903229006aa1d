import 'fake-indexeddb/auto';
import { STEP_ROUTE_NAMES } from '@portal/shared/contract';
import { useSessionStore, type UserInfo } from '@portal/shared';
import type { CallOutcome, QueuedCall, StoredCall } from '@portal/shared/field';
import { fieldStore, queueAct, syncNow } from './field-sync';
import type { StepsOf } from '../order-flow/actions';
import { withQueuedSteps } from './queued-steps';
import { sendCall } from './send-call';
import { useFieldSyncStore } from './sync-store';

jest.mock('./send-call', () => ({ sendCall: jest.fn() }));
const send = jest.mocked(sendCall);

const step = (name: 'claim' | 'arrive'): QueuedCall => ({
  route: STEP_ROUTE_NAMES[name],
  params: { id: 7 },
  body: {},
});
const record: QueuedCall = { route: 'trackingAdd', body: { serviceId: 7, content: '已到楼下' } };

test('a step sent while another act is queued is shown taken at every moment, and kept so on the phone', async () => {
  useSessionStore.setState({ user: { id: 501 } as UserInfo });
  const { queue, cache } = await fieldStore()!;
  await cache.put('task:7', { id: 7, status: 'pendingOrders', availableSteps: ['claim', 'reject'] });
  const claim = await queue.enqueue({
    serviceId: 7,
    label: 'action.claim',
    step: 'claim',
    calls: [step('claim')],
  });
  const arrive = await queue.enqueue({
    serviceId: 7,
    label: 'action.arrive',
    step: 'arrive',
    calls: [step('arrive')],
  });

  // 接单 is answered at once; 到场 waits until the engineer has queued a record meanwhile.
  const acknowledged = new Set<string>();
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  let arriveSent: () => void = () => undefined;
  const arriveReached = new Promise<void>((resolve) => (arriveSent = resolve));
  send.mockImplementation(async (call: StoredCall, headers): Promise<CallOutcome> => {
    if ('route' in call && call.route === STEP_ROUTE_NAMES.arrive) {
      arriveSent();
      await held;
    }
    if ('route' in call && call.route !== 'trackingAdd') acknowledged.add(headers['Idempotency-Key']);
    return { ok: true, answer: {} };
  });

  // Whatever the page reads at any moment: each acknowledged step is still waiting or shown taken.
  const unseen: string[] = [];
  const stop = useFieldSyncStore.subscribe((state) => {
    const shown = new Set([...state.items, ...state.sent].map((item) => item.key));
    for (const key of acknowledged) if (!shown.has(key)) unseen.push(key);
  });

  const first = syncNow();
  await arriveReached;
  const recorded = queueAct({ serviceId: 7, label: 'tracking', calls: [record] });
  await new Promise<void>((resolve) => {
    const done = useFieldSyncStore.subscribe((state) => {
      if (state.items.some((item) => item.label === 'tracking')) {
        done();
        resolve();
      }
    });
  });
  release();
  await Promise.all([first, recorded]);
  stop();

  expect(unseen).toEqual([]);
  const state = useFieldSyncStore.getState();
  expect(state.items).toEqual([]);
  expect(state.sent.map((item) => item.key)).toEqual([claim.key, arrive.key]);
  expect(state.syncing).toBe(false);
  const kept = await cache.get<StepsOf & { id: number }>('task:7');
  expect(kept?.value.status).toBe('toCompleted');
  expect(withQueuedSteps(kept!.value, state.sent).status).toBe('toCompleted');
  expect(send).toHaveBeenCalledTimes(3);
});

test('reading an unchanged queue keeps the list the pages hold, so that they do not render it again', async () => {
  useSessionStore.setState({ user: { id: 502 } as UserInfo });
  useFieldSyncStore.setState({ items: [], sent: [] });
  const empty = useFieldSyncStore.getState().items;
  await syncNow();
  expect(useFieldSyncStore.getState().items).toBe(empty);

  send.mockResolvedValue({ ok: false, refused: false });
  await queueAct({ serviceId: 8, label: 'action.claim', step: 'claim', calls: [step('claim')] });
  const waiting = useFieldSyncStore.getState().items;
  expect(waiting).toHaveLength(1);
  expect(waiting).not.toBe(empty);
  // Sent again and not reached again: its attempts changed, so the list is new.
  await syncNow();
  const retried = useFieldSyncStore.getState().items;
  expect(retried).not.toBe(waiting);
  expect(retried[0].attempts).toBeGreaterThan(waiting[0].attempts);
});
