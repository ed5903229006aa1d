/**
 * @jest-environment-options {"customExportConditions": ["node", "require", "default"]}
 */
/*
 * The Easemob engine against the real `easemob-websdk` (loaded by the engine itself), every network
 * call of the SDK answered by a server on loopback started here: its REST token call (XMLHttpRequest,
 * jsdom's, so CORS applies as in a browser) and its websocket (msync: protobuf frames, decoded and
 * answered with the SDK's own protobuf schema). `isHttpDNS: false`, so no DNS/config call is made.
 *
 * Covered: the login with user, password and app key (what reaches the token call and the
 * websocket's provision); a login the server refuses, mapped to SPEC section 8's messages; the SDK's
 * connect, reconnect, final disconnect and our own close, mapped to our statuses.
 * a text sent into a group: the SDK's MessageBody as it reaches the server, and the server's
 * acknowledgement (its message id) as our send ack; a group text from another member, pushed as an
 * msync notice, synced by the SDK and delivered to us as our ChatMessage.
 * Not covered: files and images over msync, and the SDK's REST calls other than the token (groups,
 * history): the engine does not use them.
 *
 * The environment options resolve `ws` to its Node build (the server side of this test).
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { WebSocketServer, type WebSocket } from 'ws';
import { i18n } from '@portal/shared';
import type { ChatError, ChatMessage } from '@portal/shared/contract';
import '../../../../locales';
import { createEasemobEngine } from './easemob-engine';
import type { ImEngineListener } from './im-engine';

interface ProtoType {
  decode(bytes: Uint8Array): Record<string, unknown> & { toJSON(): Record<string, unknown> };
  encode(message: unknown): { finish(): Uint8Array };
  create(fields: Record<string, unknown>): unknown;
}
interface ProtoRoot {
  lookup(name: string): ProtoType;
}

/** msync commands (easemob.pb.MSync.Command). */
const SYNC = 0;
const NOTICE = 2;
const PROVISION = 3;

/** A message the SDK sent up (its MessageBody, read back). */
interface SentUp {
  to: string;
  text: string;
  ext: Record<string, string>;
}

interface TokenCall {
  path: string;
  body: Record<string, unknown>;
}

/** The SDK's default export, as the engine loads it (same module instance). */
async function loadSdk() {
  const mod = (await import('easemob-websdk')) as unknown as {
    default: {
      connection: new (options: Record<string, unknown>) => { root: ProtoRoot };
      logger?: { disableAll?: () => void };
    };
  };
  return mod.default;
}

/** A loopback Easemob: the token call and the msync websocket. */
async function startLoopback(root: ProtoRoot) {
  const tokenCalls: TokenCall[] = [];
  const provisions: Array<Record<string, unknown>> = [];
  const sent: SentUp[] = [];
  const sockets = new Set<WebSocket>();
  let refuseSockets = false;

  const server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk) => (raw += chunk));
    req.on('end', () => {
      res.setHeader('access-control-allow-origin', '*');
      res.setHeader('access-control-allow-headers', '*');
      res.setHeader('access-control-allow-methods', 'GET,POST,PUT,DELETE,OPTIONS');
      res.setHeader('content-type', 'application/json');
      if (req.method === 'OPTIONS') {
        res.end();
        return;
      }
      const body = JSON.parse(raw || '{}') as Record<string, unknown>;
      tokenCalls.push({ path: req.url ?? '', body });
      if (body.username === 'ghost') {
        res.statusCode = 404;
        res.end(JSON.stringify({ error: 'service_resource_not_found', error_description: 'user not found' }));
      } else if (body.password !== 'pw') {
        res.statusCode = 400;
        res.end(JSON.stringify({ error: 'invalid_grant', error_description: 'invalid password' }));
      } else {
        res.end(
          JSON.stringify({
            access_token: `tok-${String(body.username)}`,
            expires_in: 3600,
            user: { username: body.username },
          }),
        );
      }
    });
  });

  const MSync = root.lookup('easemob.pb.MSync');
  const Provision = root.lookup('easemob.pb.Provision');
  const SyncUp = root.lookup('easemob.pb.CommSyncUL');
  const SyncDown = root.lookup('easemob.pb.CommSyncDL');
  const MessageBody = root.lookup('easemob.pb.MessageBody');
  let serverIds = 880_000;
  const Notice = root.lookup('easemob.pb.CommNotice');
  const Meta = root.lookup('easemob.pb.Meta') as ProtoType & { fromObject(o: unknown): unknown };
  const Body = MessageBody as ProtoType & { fromObject(o: unknown): unknown };
  /** Group messages waiting for the client to sync the group's queue. */
  const waiting = new Map<string, unknown[]>();
  const wss = new WebSocketServer({ server, path: '/ws' });
  wss.on('connection', (socket) => {
    if (refuseSockets) {
      socket.terminate();
      return;
    }
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('message', (data: Buffer) => {
      const frame = MSync.decode(new Uint8Array(data));
      if (frame.command === SYNC) {
        const up = SyncUp.decode(frame.payload as Uint8Array) as unknown as {
          meta?: { id: unknown; to?: { name: string }; payload?: Uint8Array };
          queue?: { name: string };
        };
        const metas = up.queue ? waiting.get(up.queue.name) : undefined;
        if (up.queue && metas) {
          // The client syncs a queue it was told of: the messages waiting there, in one answer.
          waiting.delete(up.queue.name);
          const down = SyncDown.encode(
            SyncDown.create({
              status: { errorCode: 0 },
              queue: up.queue,
              metas,
              isLast: true,
              nextKey: 0,
              timestamp: Date.now(),
            }),
          ).finish();
          socket.send(MSync.encode(MSync.create({ version: 0, command: SYNC, payload: down })).finish());
          return;
        }
        if (!up.meta?.payload?.length) return;
        const body = MessageBody.decode(up.meta.payload) as unknown as {
          contents: Array<{ text?: string }>;
          ext: Array<{ key: string; stringValue?: string }>;
        };
        sent.push({
          to: up.meta.to?.name ?? '',
          text: body.contents[0]?.text ?? '',
          ext: Object.fromEntries(body.ext.map((kv) => [kv.key, kv.stringValue ?? ''])),
        });
        // The acknowledgement: the client's meta id, the id the server gave the message, status OK.
        const ack = SyncDown.encode(
          SyncDown.create({
            status: { errorCode: 0 },
            metaId: up.meta.id,
            serverId: (serverIds += 1),
            timestamp: Date.now(),
          }),
        ).finish();
        socket.send(MSync.encode(MSync.create({ version: 0, command: SYNC, payload: ack })).finish());
        return;
      }
      if (frame.command !== PROVISION) return;
      provisions.push({
        ...frame.toJSON(),
        provision: Provision.decode(frame.payload as Uint8Array).toJSON(),
      });
      const answer = Provision.encode(Provision.create({ status: { errorCode: 0 } })).finish();
      socket.send(MSync.encode(MSync.create({ version: 0, command: PROVISION, payload: answer })).finish());
    });
  });

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    tokenCalls,
    provisions,
    sent,
    config: { appKey: 'org#app', url: `ws://127.0.0.1:${port}/ws`, apiUrl: `http://127.0.0.1:${port}` },
    /** Drops every open socket (the SDK then reconnects); `forGood` also refuses new ones. */
    drop(forGood = false) {
      refuseSockets = forGood;
      for (const socket of sockets) socket.terminate();
    },
    /** A group text from another member: a notice on the group's queue, then the message when the client syncs it. */
    push(group: string, from: string, text: string, ext: Record<string, string>) {
      const appKey = 'org#app';
      const to = { appKey, name: group, domain: 'conference.easemob.com' };
      const sender = { appKey, name: from, domain: 'easemob.com' };
      const payload = Body.encode(
        Body.fromObject({
          type: 'GROUPCHAT',
          from: sender,
          to,
          contents: [{ type: 'TEXT', text }],
          ext: Object.entries(ext).map(([key, value]) => ({ key, type: 'STRING', stringValue: value })),
        }),
      ).finish();
      const meta = Meta.fromObject({
        id: (serverIds += 1),
        from: sender,
        to,
        timestamp: Date.now(),
        ns: 'CHAT',
        payload,
      });
      waiting.set(group, [...(waiting.get(group) ?? []), meta]);
      const notice = Notice.encode(Notice.create({ queue: to })).finish();
      for (const socket of sockets)
        socket.send(MSync.encode(MSync.create({ version: 0, command: NOTICE, payload: notice })).finish());
      return String(serverIds);
    },
    /** Takes new sockets again after `drop(true)`. */
    accept() {
      refuseSockets = false;
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of wss.clients) socket.terminate();
        wss.close();
        server.close(() => resolve());
      }),
  };
}

type Loopback = Awaited<ReturnType<typeof startLoopback>>;

function recorder() {
  const statuses: string[] = [];
  const errors: ChatError[] = [];
  const messages: ChatMessage[] = [];
  const ignore = () => undefined;
  const listener: ImEngineListener = {
    status: (s) => statuses.push(s),
    error: (e) => errors.push(e),
    message: (m) => messages.push(m),
    synced: ignore,
    read: ignore,
    unread: ignore,
    channel: ignore,
    members: ignore,
    notice: ignore,
    ready: ignore,
    ended: ignore,
  };
  return { listener, statuses, errors, messages };
}

/** Waits until `check` holds (the SDK works on its own timers). */
async function until(check: () => boolean, timeoutMs = 20_000): Promise<void> {
  const start = Date.now();
  while (!check()) {
    if (Date.now() - start > timeoutMs) throw new Error('timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

let loopback: Loopback;
const engines: Array<{ disconnect(): void }> = [];

beforeAll(async () => {
  const sdk = await loadSdk();
  sdk.logger?.disableAll?.();
  // The schema the SDK speaks msync with, from an SDK connection that never opens.
  const { root } = new sdk.connection({ appKey: 'org#app', isHttpDNS: false });
  loopback = await startLoopback(root);
});
afterEach(() => {
  for (const engine of engines.splice(0)) engine.disconnect();
  loopback.accept();
});
afterAll(() => loopback.close());

function engineAs(imUid: string, imPwd: string) {
  const { listener, statuses, errors, messages } = recorder();
  const engine = createEasemobEngine(listener, {
    token: () => 'portal-token',
    lastSeenId: () => 0,
    config: loopback.config,
    identity: () => ({ imUid, imPwd, name: imUid }),
    directory: {
      byGroup: (id) => (id === 'eg-1' ? { sysChannelId: 7, serviceId: 3, groupId: 'svc_SO3' } : undefined),
      groupOf: (id) => (id === 7 ? 'eg-1' : undefined),
    },
    translate: (key) => i18n.t(key, { ns: 'chat', lng: 'zh_CN' }),
  });
  engines.push(engine);
  return { engine, statuses, errors, messages };
}

test('logs in with user, password and app key: the token call and the msync login carry them; then 在线', async () => {
  const before = loopback.provisions.length;
  const { engine, statuses, errors } = engineAs('u-me', 'pw');
  engine.connect();
  await until(() => statuses.includes('online'));
  expect(loopback.tokenCalls.at(-1)).toEqual({
    path: '/org/app/token',
    body: expect.objectContaining({ grant_type: 'password', username: 'u-me', password: 'pw' }),
  });
  const login = loopback.provisions[before];
  expect(login).toMatchObject({
    command: 'PROVISION',
    guid: { appKey: 'org#app', name: 'u-me' },
    auth: '$t$tok-u-me',
    provision: { authToken: JSON.stringify({ token: '$t$tok-u-me' }) },
  });
  expect(statuses).toEqual(['connecting', 'online']);
  expect(engine.connections()).toBe(1);
  expect(errors).toEqual([]);
}, 30_000);

test.each([
  ['u-me', 'wrong', '密码错误！'],
  ['ghost', 'pw', '该用户不存在！'],
])(
  'a login the server refuses (%s / %s) is shown as %s and leaves the status 离线',
  async (imUid, imPwd, msg) => {
    const { engine, statuses, errors } = engineAs(imUid, imPwd);
    engine.connect();
    await until(() => errors.length > 0);
    expect(errors).toEqual([{ code: 1, msg }]);
    expect(statuses).toEqual(['connecting', 'offline']);
    expect(engine.connections()).toBe(0);
  },
  30_000,
);

test('a dropped socket is reconnected by the SDK; gone for good it is 掉线; our own close is 离线', async () => {
  const { engine, statuses } = engineAs('u-me', 'pw');
  engine.connect();
  await until(() => statuses.includes('online'));

  const logins = loopback.provisions.length;
  loopback.drop();
  await until(() => loopback.provisions.length > logins && statuses.at(-1) === 'online');
  expect(statuses).toEqual(['connecting', 'online', 'connecting', 'online']);

  loopback.drop(true);
  await until(() => statuses.at(-1) === 'dropped', 60_000);
  expect(engine.connections()).toBe(0);

  engine.disconnect();
  expect(statuses.at(-1)).toBe('offline');
}, 90_000);

test('a text sent into a group reaches the server as the SDK message body; its acknowledgement is our send ack', async () => {
  const { engine, statuses } = engineAs('u-me', 'pw');
  engine.connect();
  await until(() => statuses.includes('online'));
  const answer = await engine.send({
    clientId: 'c-42',
    sysChannelId: 7,
    msgType: 'text',
    msgContent: '工程师已出发',
  });
  expect(loopback.sent.at(-1)).toMatchObject({
    to: 'eg-1',
    text: '工程师已出发',
    ext: { clientId: 'c-42', fromName: 'u-me' },
  });
  expect(answer).toMatchObject({
    ok: true,
    message: {
      msgId: String(880_000 + loopback.sent.length),
      clientId: 'c-42',
      sysChannelId: 7,
      msgContent: '工程师已出发',
      fromImUid: 'u-me',
    },
  });
}, 30_000);

test('a group text from another member arrives by notice and sync, and is delivered as our message', async () => {
  const { engine, statuses, messages } = engineAs('u-me', 'pw');
  engine.connect();
  await until(() => statuses.includes('online'));
  const id = loopback.push('eg-1', 'u-engineer', '十分钟后到场', { fromName: '赵工程师' });
  await until(() => messages.length > 0);
  expect(messages).toEqual([
    expect.objectContaining({
      msgId: id,
      msgType: 'text',
      msgContent: '十分钟后到场',
      fromImUid: 'u-engineer',
      fromName: '赵工程师',
      sysChannelId: 7,
      serviceId: 3,
      groupId: 'svc_SO3',
      chatType: 'groupchat',
    }),
  ]);
}, 30_000);
