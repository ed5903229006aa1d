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
 * Not covered: messages over msync (sync requests and metas) — the fake-SDK tests in
 * easemob-engine.test.ts cover how SDK messages map onto ours.
 *
 * The environment options resolve `ws` to its Node build (the server side of this test).
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { WebSocketServer, type WebSocket } from 'ws';
import { i18n } from '@portal/shared';
import type { ChatError } from '@portal/shared/contract';
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
const PROVISION = 3;

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
        res.end(JSON.stringify({ access_token: `tok-${String(body.username)}`, expires_in: 3600, user: { username: body.username } }));
      }
    });
  });

  const MSync = root.lookup('easemob.pb.MSync');
  const Provision = root.lookup('easemob.pb.Provision');
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
      if (frame.command !== PROVISION) return;
      provisions.push({ ...frame.toJSON(), provision: Provision.decode(frame.payload as Uint8Array).toJSON() });
      const answer = Provision.encode(Provision.create({ status: { errorCode: 0 } })).finish();
      socket.send(MSync.encode(MSync.create({ version: 0, command: PROVISION, payload: answer })).finish());
    });
  });

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    tokenCalls,
    provisions,
    config: { appKey: 'org#app', url: `ws://127.0.0.1:${port}/ws`, apiUrl: `http://127.0.0.1:${port}` },
    /** Drops every open socket (the SDK then reconnects); `forGood` also refuses new ones. */
    drop(forGood = false) {
      refuseSockets = forGood;
      for (const socket of sockets) socket.terminate();
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
  const ignore = () => undefined;
  const listener: ImEngineListener = {
    status: (s) => statuses.push(s),
    error: (e) => errors.push(e),
    message: ignore,
    synced: ignore,
    read: ignore,
    unread: ignore,
    channel: ignore,
    notice: ignore,
    ready: ignore,
    ended: ignore,
  };
  return { listener, statuses, errors };
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
});
afterAll(() => loopback.close());

function engineAs(imUid: string, imPwd: string) {
  const { listener, statuses, errors } = recorder();
  const engine = createEasemobEngine(listener, {
    token: () => 'portal-token',
    lastSeenId: () => 0,
    config: loopback.config,
    identity: () => ({ imUid, imPwd, name: imUid }),
    directory: { byGroup: () => undefined, groupOf: () => undefined },
    translate: (key) => i18n.t(key, { ns: 'chat', lng: 'zh_CN' }),
  });
  engines.push(engine);
  return { engine, statuses, errors };
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
])('a login the server refuses (%s / %s) is shown as %s and leaves the status 离线', async (imUid, imPwd, msg) => {
  const { engine, statuses, errors } = engineAs(imUid, imPwd);
  engine.connect();
  await until(() => errors.length > 0);
  expect(errors).toEqual([{ code: 1, msg }]);
  expect(statuses).toEqual(['connecting', 'offline']);
  expect(engine.connections()).toBe(0);
}, 30_000);

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
