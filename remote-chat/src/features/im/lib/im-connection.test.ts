import { io } from 'socket.io-client';
import { eventBus, tokenStorage } from '@portal/shared';
import type { ChatMessage, ChatUnread, ImConfig } from '@portal/shared/contract';
import { FakeChatSocket } from '../../../test/fake-chat-socket';
import { stubRoutes } from '@portal/shared/src/testing';
import { useImStore } from '../stores/im-store';
import { SYNC_OVERLAP_IDS } from './engines/builtin-engine';
import {
  connectIm,
  disconnectIm,
  imConnectionCount,
  lastSeenRecordId,
  onIm,
  reconnectIm,
  sendIm,
} from './im-connection';

jest.mock('socket.io-client', () => ({ io: jest.fn() }));
jest.mock('./engines/easemob-engine', () => ({ createEasemobEngine: jest.fn() }));

const ioMock = jest.mocked(io);
// What the connection asked the server for over HTTP (stubbed at the HTTP level).
const getImUnreadTotal = jest.fn<Promise<ChatUnread>, []>();
const getImConfig = jest.fn<Promise<ImConfig>, []>();
let restore: () => void;
const status = () => useImStore.getState().status;
const flush = () => new Promise((r) => setTimeout(r, 0));

function record(id: number, extra: Partial<ChatMessage> = {}): ChatMessage {
  return {
    id,
    msgId: `m${id}`,
    msgType: 'text',
    fromUserId: 2,
    fromImUid: 'u2',
    fromName: 'Engineer',
    groupId: 'svc_1',
    toUserId: 'svc_1',
    msgContent: `text ${id}`,
    chatType: 'groupchat',
    createTime: '2026-11-24 10:00:00',
    time: 1_000 + id,
    sysChannelId: 7,
    serviceId: 1,
    ext: {},
    unreadCount: 0,
    ...extra,
  };
}

let received: ChatMessage[];
const offs: Array<() => void> = [];

async function connected(): Promise<FakeChatSocket> {
  await connectIm();
  const socket = FakeChatSocket.latest();
  socket.serverConnect();
  await flush();
  return socket;
}

beforeEach(() => {
  FakeChatSocket.all = [];
  ioMock.mockReset();
  ioMock.mockImplementation(((options: Record<string, unknown>) => new FakeChatSocket(options)) as never);
  jest.mocked(getImUnreadTotal).mockResolvedValue({ total: 4, version: 1 });
  jest.mocked(getImConfig).mockResolvedValue({});
  restore = stubRoutes({ chatUnreadTotal: () => getImUnreadTotal(), chatConfig: () => getImConfig() });
  tokenStorage.set('token-1', true);
  received = [];
  offs.push(onIm('message', (m) => received.push(m)));
});

afterEach(() => {
  restore();
  disconnectIm();
  offs.splice(0).forEach((off) => off());
  tokenStorage.clear();
});

test('connects with socket.io at /im/socket.io, the token in the handshake auth, at most 2 reconnection attempts', async () => {
  await connectIm();
  expect(ioMock).toHaveBeenCalledTimes(1);
  const socket = FakeChatSocket.latest();
  expect(socket.options).toMatchObject({
    path: '/im/socket.io',
    reconnectionAttempts: 2,
    reconnection: true,
  });
  expect(JSON.stringify(socket.options)).not.toContain('token-1');
  expect(socket.handshakeAuth()).toMatchObject({ token: 'token-1' });
  // A refreshed token is what the next handshake carries.
  tokenStorage.set('token-2', true);
  expect(socket.handshakeAuth()).toMatchObject({ token: 'token-2' });
  expect(status()).toBe('connecting');
});

test('goes online on connect and fetches the unread total', async () => {
  const online: boolean[] = [];
  offs.push(eventBus.on('im:status', (e) => online.push(e.online)));
  await connected();
  expect(status()).toBe('online');
  expect(online).toEqual([true]);
  expect(useImStore.getState().unreadTotal).toBe(4);
  expect(imConnectionCount()).toBe(1);
});

test('connecting twice keeps one socket', async () => {
  await Promise.all([connectIm(), connectIm()]);
  await connectIm();
  expect(ioMock).toHaveBeenCalledTimes(1);
});

test('connecting again while the first handshake is under way leaves it alone; a dropped one is reopened', async () => {
  await connectIm();
  const socket = FakeChatSocket.latest();
  // The header's chat button mounts (and connects) while the host's connection is still opening.
  await connectIm();
  expect(socket.disconnectCalls).toBe(0);
  socket.serverConnect();
  await flush();
  await connectIm();
  expect(socket.disconnectCalls).toBe(0);
  expect(status()).toBe('online');
  socket.serverDrop();
  socket.io.fire('reconnect_failed');
  expect(status()).toBe('dropped');
  await connectIm();
  expect(socket.disconnectCalls).toBe(1);
  expect(status()).toBe('connecting');
});

test('a lost connection is 掉线 (dropped), our own close is 离线 (offline)', async () => {
  const socket = await connected();
  socket.serverDrop();
  expect(status()).toBe('dropped');
  socket.io.fire('reconnect_attempt');
  expect(status()).toBe('connecting');
  socket.io.fire('reconnect_failed');
  expect(status()).toBe('dropped');
  disconnectIm();
  expect(status()).toBe('offline');
  expect(useImStore.getState().unreadTotal).toBe(0);
});

test('after a reconnect it syncs from a little below the highest id seen, pages with more, and delivers each record once', async () => {
  const replayed: number[] = [];
  const synced: number[] = [];
  offs.push(
    onIm('replayed', (m) => replayed.push(m.id)),
    onIm('synced', (e) => synced.push(e.count)),
  );
  const socket = await connected();
  expect(socket.frames('sync')).toHaveLength(0); // nothing seen yet: nothing to catch up on
  socket.serverEmit('message', record(500));
  socket.serverEmit('message', record(600));
  expect(lastSeenRecordId()).toBe(600);

  socket.serverDrop();
  socket.serverConnect();
  const [first] = socket.frames('sync');
  // Across channels a lower id can commit later: the sync starts SYNC_OVERLAP_IDS below.
  expect(first.payload).toEqual({ afterId: 600 - SYNC_OVERLAP_IDS });
  first.ack(null, { ok: true, messages: [record(500), record(550), record(600), record(601)], more: true });
  await flush();
  const second = socket.frames('sync')[1];
  expect(second.payload).toEqual({ afterId: 601 });
  // A live push that overlaps the sync answer is not delivered twice.
  socket.serverEmit('message', record(602));
  second.ack(null, { ok: true, messages: [record(602), record(603)], more: false });
  await flush();

  expect(received.map((m) => m.id)).toEqual([500, 600, 602]);
  expect(replayed).toEqual([550, 601, 603]);
  expect(synced).toEqual([3]);
  expect(socket.frames('sync')).toHaveLength(2);
  expect(lastSeenRecordId()).toBe(603);
});

test('a refused handshake (code 28) stops, goes offline and reports the error', async () => {
  const errors: string[] = [];
  offs.push(onIm('error', (e) => errors.push(`${e.code}:${e.msg}`)));
  await connectIm();
  const socket = FakeChatSocket.latest();
  const err = Object.assign(new Error('refused'), { data: { code: 28, msg: '未登录！' } });
  socket.fire('connect_error', err);
  expect(socket.disconnectCalls).toBe(1);
  expect(status()).toBe('offline');
  expect(errors).toEqual(['28:未登录！']);
});

test('sends with an acknowledgement; a missing answer keeps the message queued for the next connection', async () => {
  const socket = await connected();
  const payload = { clientId: 'c1', sysChannelId: 7, msgType: 'text' as const, msgContent: 'hi' };
  const pending = sendIm(payload);
  await flush();
  const frame = socket.frames('message:send')[0];
  expect(frame.payload).toEqual(payload);
  frame.ack(null, { ok: true, message: record(11, { clientId: 'c1', fromImUid: 'me' }) });
  await expect(pending).resolves.toMatchObject({ ok: true, message: { id: 11 } });
  // The echo of my own message is not delivered again.
  socket.serverEmit('message', record(11));
  expect(received).toHaveLength(0);

  let answered = false;
  const timedOut = sendIm({ ...payload, clientId: 'c2' }).then((a) => {
    answered = true;
    return a;
  });
  await flush();
  socket.frames('message:send')[1].ack(new Error('operation has timed out'), undefined);
  await flush();
  expect(answered).toBe(false);
  // The next connection sends it again, with the same client id (the server stores it once).
  socket.serverDrop();
  socket.serverConnect();
  await flush();
  const again = socket.frames('message:send')[2];
  expect(again.payload).toMatchObject({ clientId: 'c2' });
  again.ack(null, { ok: true, message: record(12, { clientId: 'c2', fromImUid: 'me' }) });
  await expect(timedOut).resolves.toMatchObject({ ok: true, message: { id: 12 } });
});

test('written while offline: kept, sent in order once connected, a refusal is the answer', async () => {
  await connectIm();
  const socket = FakeChatSocket.latest();
  const sent: string[] = [];
  offs.push(onIm('sent', ({ payload, ack }) => sent.push(`${payload.clientId}:${ack.ok}`)));
  const first = sendIm({ clientId: 'a', sysChannelId: 7, msgType: 'text', msgContent: 'one' });
  const second = sendIm({ clientId: 'b', sysChannelId: 7, msgType: 'text', msgContent: 'two' });
  await flush();
  expect(socket.frames('message:send')).toHaveLength(0);
  socket.serverConnect();
  await flush();
  socket.frames('message:send')[0].ack(null, { ok: true, message: record(21, { clientId: 'a' }) });
  await flush();
  const frames = socket.frames('message:send');
  expect(frames.map((f) => (f.payload as { clientId: string }).clientId)).toEqual(['a', 'b']);
  frames[1].ack(null, { ok: false, code: 13, msg: '不是群成员' });
  await expect(first).resolves.toMatchObject({ ok: true });
  await expect(second).resolves.toMatchObject({ ok: false, code: 13 });
  expect(sent).toEqual(['a:true', 'b:false']);
});

test('after the quick attempts are used up, online / focus / 重新连接 start a fresh attempt', async () => {
  const socket = await connected();
  socket.serverDrop();
  socket.io.fire('reconnect_failed');
  expect(status()).toBe('dropped');
  const before = socket.connectCalls;
  window.dispatchEvent(new Event('online'));
  expect(socket.connectCalls).toBe(before + 1);
  expect(status()).toBe('connecting');
  // Still connecting: a focus does not interrupt the attempt under way.
  window.dispatchEvent(new Event('focus'));
  expect(socket.connectCalls).toBe(before + 1);
  socket.io.fire('reconnect_failed');
  window.dispatchEvent(new Event('focus'));
  expect(socket.connectCalls).toBe(before + 2);
  socket.io.fire('reconnect_failed');
  reconnectIm();
  expect(socket.connectCalls).toBe(before + 3);
  socket.serverConnect();
  expect(status()).toBe('online');
  // Connected: nothing to do.
  reconnectIm();
  window.dispatchEvent(new Event('online'));
  expect(socket.connectCalls).toBe(before + 3);
});

test('a disconnect made by the server (its restart) is followed by our own connect', async () => {
  const socket = await connected();
  const before = socket.connectCalls;
  socket.serverDrop('io server disconnect');
  expect(socket.connectCalls).toBe(before + 1);
  expect(status()).toBe('connecting');
});

test('pushed unread totals update the store; session:end closes for good', async () => {
  const socket = await connected();
  socket.serverEmit('unread', { total: 12, version: 5 });
  expect(useImStore.getState().unreadTotal).toBe(12);
  // Computed before the total of version 5, delivered after it: kept out.
  socket.serverEmit('unread', { total: 11, version: 4 });
  expect(useImStore.getState().unreadTotal).toBe(12);
  socket.serverEmit('unread', { total: 0, version: 6 });
  expect(useImStore.getState().unreadTotal).toBe(0);
  socket.serverEmit('session:end', { code: 28, msg: '未登录！' });
  expect(status()).toBe('offline');
  expect(imConnectionCount()).toBe(0);
});

test('sign-out closes the connection', async () => {
  const socket = await connected();
  eventBus.emit('auth:logout');
  expect(status()).toBe('offline');
  expect(socket.disconnectCalls).toBe(1);
});

test('with an Easemob app key in the server configuration the Easemob engine is used, not the socket', async () => {
  jest.mocked(getImConfig).mockResolvedValue({ easemob: { appKey: 'org#app' } });
  const engine = {
    kind: 'easemob' as const,
    connect: jest.fn(),
    disconnect: jest.fn(),
    send: jest.fn(),
    markRead: jest.fn(),
    connections: () => 0,
  };
  const { createEasemobEngine } = jest.requireMock<{ createEasemobEngine: jest.Mock }>(
    './engines/easemob-engine',
  );
  createEasemobEngine.mockReturnValue(engine);
  await connectIm();
  expect(ioMock).not.toHaveBeenCalled();
  expect(createEasemobEngine).toHaveBeenCalledWith(
    expect.anything(),
    expect.objectContaining({ config: { appKey: 'org#app' } }),
  );
  expect(engine.connect).toHaveBeenCalledTimes(1);
  expect(useImStore.getState().engine).toBe('easemob');
});
