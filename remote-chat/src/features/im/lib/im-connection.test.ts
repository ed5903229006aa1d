import { eventBus, tokenStorage } from '@portal/shared';
import { FakeWebSocket, installFakeWebSocket } from '../../../test/fake-web-socket';
import { getImUnreadTotal } from '../api/get-im-unread-total';
import { useImStore } from '../stores/im-store';
import {
  HEARTBEAT_INTERVAL_MS,
  MAX_RECONNECT_ATTEMPTS,
  PONG_TIMEOUT_MS,
  RECONNECT_DELAY_MS,
  connectIm,
  disconnectIm,
} from './im-connection';

jest.mock('../api/get-im-unread-total');
const getUnread = jest.mocked(getImUnreadTotal);

const status = () => useImStore.getState().status;
const unread = () => useImStore.getState().unreadTotal;

let statusEvents: boolean[];
let unreadEvents: number[];
const unsubscribers: Array<() => void> = [];

/** Lets the mocked HTTP call resolve. */
const flush = () => jest.advanceTimersByTimeAsync(0);

beforeEach(() => {
  jest.useFakeTimers();
  jest.resetAllMocks();
  getUnread.mockResolvedValue({ total: 4 });
  installFakeWebSocket();
  tokenStorage.set('token-1', true);
  statusEvents = [];
  unreadEvents = [];
  unsubscribers.push(
    eventBus.on('im:status', ({ online }) => statusEvents.push(online)),
    eventBus.on('im:unread', ({ total }) => unreadEvents.push(total)),
  );
});

afterEach(() => {
  disconnectIm();
  unsubscribers.splice(0).forEach((off) => off());
  tokenStorage.clear();
  jest.useRealTimers();
});

test('connects to /im/ws with the stored token and goes online on ready', async () => {
  connectIm();
  const ws = FakeWebSocket.latest();
  expect(ws.url).toBe('ws://localhost/im/ws?token=token-1');
  expect(status()).toBe('connecting');

  ws.open();
  expect(status()).toBe('connecting');
  ws.receive({ type: 'ready', uid: 'u1' });

  expect(status()).toBe('online');
  expect(statusEvents).toEqual([true]);
  await flush();
  expect(getUnread).toHaveBeenCalledTimes(1);
  expect(unread()).toBe(4);
  expect(unreadEvents).toEqual([4]);
});

test('connectIm is idempotent', () => {
  connectIm();
  connectIm();
  FakeWebSocket.latest().open();
  connectIm();
  expect(FakeWebSocket.instances).toHaveLength(1);
  expect(getUnread).toHaveBeenCalledTimes(1);
});

test('without a token it stays offline and calls nothing', () => {
  tokenStorage.clear();
  connectIm();
  expect(FakeWebSocket.instances).toHaveLength(0);
  expect(getUnread).not.toHaveBeenCalled();
  expect(status()).toBe('offline');
});

test('pushed unread totals update the store and are announced', async () => {
  connectIm();
  await flush();
  const ws = FakeWebSocket.latest();
  ws.open();
  ws.receive({ type: 'ready', uid: 'u1' });

  ws.receive({ type: 'unread', total: 120 });
  expect(unread()).toBe(120);
  ws.receive({ type: 'unread', total: 120 });
  ws.receive({ type: 'unread', total: 0 });
  expect(unread()).toBe(0);
  expect(unreadEvents).toEqual([4, 120, 0]);
});

test('a pushed total that arrives before the HTTP answer wins', async () => {
  let answer: (value: { total: number }) => void = () => undefined;
  getUnread.mockReturnValue(new Promise((resolve) => (answer = resolve)));
  connectIm();
  const ws = FakeWebSocket.latest();
  ws.open();
  ws.receive({ type: 'unread', total: 9 });
  answer({ total: 2 });
  await flush();
  expect(unread()).toBe(9);
});

test('goes offline on close and reconnects at most twice', async () => {
  connectIm();
  FakeWebSocket.latest().open();
  FakeWebSocket.latest().receive({ type: 'ready', uid: 'u1' });

  FakeWebSocket.latest().serverClose();
  expect(status()).toBe('offline');
  expect(statusEvents).toEqual([true, false]);

  for (let attempt = 1; attempt <= MAX_RECONNECT_ATTEMPTS; attempt += 1) {
    await jest.advanceTimersByTimeAsync(RECONNECT_DELAY_MS);
    expect(FakeWebSocket.instances).toHaveLength(1 + attempt);
    expect(status()).toBe('connecting');
    FakeWebSocket.latest().serverClose();
    expect(status()).toBe('offline');
  }

  await jest.advanceTimersByTimeAsync(RECONNECT_DELAY_MS * 10);
  // The first connection plus exactly two reconnection attempts (SPEC: at most 2).
  expect(FakeWebSocket.instances).toHaveLength(3);
  expect(status()).toBe('offline');
});

test('a successful reconnection resets the attempt counter and resyncs the unread total', async () => {
  connectIm();
  await flush();
  FakeWebSocket.latest().open();
  FakeWebSocket.latest().receive({ type: 'ready', uid: 'u1' });

  // Drop, reconnect once successfully, then the counter starts again at zero.
  FakeWebSocket.latest().serverClose();
  await jest.advanceTimersByTimeAsync(RECONNECT_DELAY_MS);
  getUnread.mockResolvedValue({ total: 6 });
  FakeWebSocket.latest().open();
  FakeWebSocket.latest().receive({ type: 'ready', uid: 'u1' });
  expect(status()).toBe('online');
  await flush();
  expect(unread()).toBe(6);

  FakeWebSocket.latest().serverClose();
  await jest.advanceTimersByTimeAsync(RECONNECT_DELAY_MS);
  FakeWebSocket.latest().serverClose();
  await jest.advanceTimersByTimeAsync(RECONNECT_DELAY_MS);
  FakeWebSocket.latest().serverClose();
  await jest.advanceTimersByTimeAsync(RECONNECT_DELAY_MS * 10);
  // 1 first + 1 successful reconnect + 2 more attempts after the second drop.
  expect(FakeWebSocket.instances).toHaveLength(4);
});

test('pings every 30 s; a missing pong counts as a drop', async () => {
  expect(HEARTBEAT_INTERVAL_MS).toBe(30_000);
  expect(PONG_TIMEOUT_MS).toBe(30_000);
  connectIm();
  const ws = FakeWebSocket.latest();
  ws.open();
  ws.receive({ type: 'ready', uid: 'u1' });

  await jest.advanceTimersByTimeAsync(HEARTBEAT_INTERVAL_MS);
  expect(ws.sent).toEqual([{ type: 'ping' }]);
  ws.receive({ type: 'pong' });
  await jest.advanceTimersByTimeAsync(HEARTBEAT_INTERVAL_MS);
  expect(ws.sent).toHaveLength(2);
  expect(status()).toBe('online');

  await jest.advanceTimersByTimeAsync(PONG_TIMEOUT_MS);
  expect(status()).toBe('offline');
  expect(ws.closedByClient).toBe(true);
  await jest.advanceTimersByTimeAsync(RECONNECT_DELAY_MS);
  expect(FakeWebSocket.instances).toHaveLength(2);
});

test('sign-out and expiry disconnect without reconnecting', async () => {
  connectIm();
  const ws = FakeWebSocket.latest();
  ws.open();
  ws.receive({ type: 'ready', uid: 'u1' });
  ws.receive({ type: 'unread', total: 3 });

  eventBus.emit('auth:logout');
  expect(ws.closedByClient).toBe(true);
  expect(status()).toBe('offline');
  expect(unread()).toBe(0);
  await jest.advanceTimersByTimeAsync(RECONNECT_DELAY_MS * 10);
  expect(FakeWebSocket.instances).toHaveLength(1);

  connectIm();
  const second = FakeWebSocket.latest();
  second.open();
  second.receive({ type: 'ready', uid: 'u1' });
  eventBus.emit('auth:expired', { from: '/workplace' });
  expect(second.closedByClient).toBe(true);
  expect(status()).toBe('offline');
});
