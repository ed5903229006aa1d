import type { ImStatus } from '../stores/im-store';
import { PROBE_INTERVAL_MS, startReconnectPolicy, type ReconnectTrigger } from './reconnect-policy';

let status: ImStatus;
let visibility: DocumentVisibilityState;
let probeAnswer: boolean;
let probes: number;
let triggers: ReconnectTrigger[];
const win = new EventTarget();
const doc = Object.defineProperty(new EventTarget(), 'visibilityState', {
  get: () => visibility,
}) as EventTarget & {
  visibilityState: DocumentVisibilityState;
};
const started: Array<{ stop(): void }> = [];

function start() {
  const policy = startReconnectPolicy({
    status: () => status,
    reconnect: (t) => triggers.push(t),
    probe: () => {
      probes += 1;
      return Promise.resolve(probeAnswer);
    },
    win,
    doc,
  });
  started.push(policy);
  return policy;
}

beforeEach(() => {
  jest.useFakeTimers();
  status = 'dropped';
  visibility = 'visible';
  probeAnswer = true;
  probes = 0;
  triggers = [];
});
afterEach(() => {
  for (const policy of started.splice(0)) policy.stop();
  jest.useRealTimers();
});

test('while 掉线, online, the page shown, focus and a click each start an attempt', () => {
  const policy = start();
  win.dispatchEvent(new Event('online'));
  visibility = 'visible';
  doc.dispatchEvent(new Event('visibilitychange'));
  win.dispatchEvent(new Event('focus'));
  policy.now();
  expect(triggers).toEqual(['online', 'visible', 'focus', 'click']);
  policy.stop();
});

test('connected or already connecting: the events do nothing; a click does nothing when online', () => {
  const policy = start();
  for (const s of ['online', 'connecting'] as const) {
    status = s;
    win.dispatchEvent(new Event('online'));
    win.dispatchEvent(new Event('focus'));
    doc.dispatchEvent(new Event('visibilitychange'));
  }
  status = 'online';
  policy.now();
  expect(triggers).toEqual([]);
  policy.stop();
});

test('hidden again: the visibility change does not try', () => {
  const policy = start();
  visibility = 'hidden';
  doc.dispatchEvent(new Event('visibilitychange'));
  expect(triggers).toEqual([]);
  policy.stop();
});

test('the probe runs every 30 s while 掉线 and visible, reconnects when it answers, pauses while hidden', async () => {
  const policy = start();
  probeAnswer = false;
  await jest.advanceTimersByTimeAsync(PROBE_INTERVAL_MS - 1);
  expect(probes).toBe(0);
  await jest.advanceTimersByTimeAsync(1);
  expect(probes).toBe(1);
  expect(triggers).toEqual([]);

  visibility = 'hidden';
  await jest.advanceTimersByTimeAsync(3 * PROBE_INTERVAL_MS);
  expect(probes).toBe(1);

  visibility = 'visible';
  probeAnswer = true;
  await jest.advanceTimersByTimeAsync(PROBE_INTERVAL_MS);
  expect(probes).toBe(2);
  expect(triggers).toEqual(['probe']);

  status = 'online';
  await jest.advanceTimersByTimeAsync(3 * PROBE_INTERVAL_MS);
  expect(probes).toBe(2);
  policy.stop();
});

test('stopped (sign-out): nothing more', async () => {
  start().stop();
  win.dispatchEvent(new Event('online'));
  await jest.advanceTimersByTimeAsync(2 * PROBE_INTERVAL_MS);
  expect(triggers).toEqual([]);
  expect(probes).toBe(0);
});
