import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { io, type Socket } from 'socket.io-client';
import { buildApp } from '../src/app';
import { createTestApp, type TestApp } from './helpers/test-app';

// A partner's client written from server/README.md ("Writing a client" and "Chat socket protocol")
// alone: plain HTTP and a socket.io client, no code of the product. Only starting and restarting the
// server is the test's own.

let t: TestApp;
let app: Awaited<ReturnType<typeof buildApp>>;
let base = '';
let port = 0;
beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as AddressInfo).port;
  base = `http://127.0.0.1:${port}`;
  app = t.app;
});
afterAll(async () => {
  if (app !== t.app) await app.close();
  await t.close();
});

interface Envelope<T> {
  code: number;
  msg: string;
  data: T;
}

/** One call as the README describes it: JSON, the bearer token, the envelope. */
async function call<T>(
  method: string,
  path: string,
  token: string | null,
  body?: unknown,
  headers: Record<string, string> = {},
) {
  const response = await fetch(`${base}${path}`, {
    method,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...headers,
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const envelope = (await response.json()) as Envelope<T>;
  if (response.status !== 200 || envelope.code !== 0)
    throw new Error(`${method} ${path}: ${response.status} ${envelope.msg}`);
  return envelope.data;
}

const signIn = async (username: string) =>
  (await call<{ token: string }>('POST', '/api/auth/login', null, { username, password: 'demo123456' }))
    .token;

/** A local time in the portal's zone (Asia/Shanghai by default), `YYYY-MM-DD HH:mm:ss`, some days ahead. */
function portalTime(daysAhead: number): string {
  const at = new Date(Date.now() + daysAhead * 86_400_000);
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-CA', {
      timeZone: 'Asia/Shanghai',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(at)
      .map((p) => [p.type, p.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day} 10:00:00`;
}

interface Message {
  id: number;
  msgContent: string;
  sysChannelId: number;
}

/** The chat connection as the protocol describes it, reconnecting itself after the server closes it. */
function chat(token: string) {
  const socket: Socket = io(base, {
    path: '/im/socket.io',
    auth: { token },
    transports: ['websocket'],
    forceNew: true,
  });
  const received: Message[] = [];
  let lastId = 0;
  const keep = (m: Message) => {
    if (m.id > lastId) lastId = m.id;
    if (!received.some((r) => r.id === m.id)) received.push(m);
  };
  socket.on('message', keep);
  let retry: ReturnType<typeof setInterval> | undefined;
  socket.on('disconnect', (reason) => {
    // README: after `io server disconnect` socket.io does not come back by itself; connect again.
    if (reason !== 'io server disconnect' || retry) return;
    retry = setInterval(() => {
      if (socket.connected) {
        clearInterval(retry);
        retry = undefined;
      } else {
        socket.connect();
      }
    }, 200);
  });
  socket.on('connect', () => {
    socket.emit('sync', { afterId: lastId }, (answer: { ok: boolean; messages?: Message[] }) => {
      for (const m of answer.messages ?? []) keep(m);
    });
  });
  return {
    socket,
    received,
    ready: () =>
      new Promise<void>((resolve) =>
        socket.connected ? resolve() : socket.once('connect', () => resolve()),
      ),
    // The ack carries the stored message: it counts as held too.
    send: (sysChannelId: number, text: string) =>
      new Promise<{ ok: boolean; message?: Message; msg?: string }>((resolve) =>
        socket.emit(
          'message:send',
          { clientId: randomUUID(), sysChannelId, msgType: 'text', msgContent: text },
          (ack: { ok: boolean; message?: Message }) => {
            if (ack.message) keep(ack.message);
            resolve(ack);
          },
        ),
      ),
    close: () => {
      clearInterval(retry);
      socket.close();
    },
  };
}

async function until(check: () => boolean, what: string, ms = 20_000): Promise<void> {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error(`waited ${ms} ms for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

it('signs in, places an order, has it dispatched and claimed, chats, and survives a server restart', async () => {
  // A customer places an order from the choices the API offers.
  const customer = await signIn('customer');
  const projects = await call<Array<{ id: number }>>('GET', '/api/sys/project/list', customer);
  const contents = await call<Array<{ id: number }>>(
    'GET',
    `/api/sys/service/content/v2/base/list?projectId=${projects[0].id}`,
    customer,
  );
  const sites = await call<{ records: Array<{ id: number }> }>(
    'GET',
    '/api/order/repair/user/page?current=1&size=50',
    customer,
  );
  const key = randomUUID();
  const body = {
    projectId: projects[0].id,
    serviceContentId: contents[0].id,
    repairUserId: sites.records[0].id,
    appointmentTime: portalTime(2),
    faultDescription: '机房空调不制冷',
    attachments: [],
  };
  const order = await call<{ id: number; serviceNo: string; status: string }>(
    'POST',
    '/api/customer/order',
    customer,
    body,
    { 'idempotency-key': key },
  );
  expect(order.status).toBe('pendingDispatch');
  // A retry after a lost answer gets the same order, not a second one.
  expect(
    (await call<{ id: number }>('POST', '/api/customer/order', customer, body, { 'idempotency-key': key }))
      .id,
  ).toBe(order.id);

  // A dispatcher dispatches it to an engineer; the engineer claims it.
  const dispatcher = await signIn('admin');
  const people = await call<Array<{ id: number; username: string }>>(
    'GET',
    '/api/customer/dispatch/onTheJobs/users',
    dispatcher,
  );
  const engineerId = people.find((p) => p.username === 'engineer')!.id;
  const dispatched = await call<{ status: string }>(
    'POST',
    `/api/dispatch/service/${order.id}/dispatch`,
    dispatcher,
    { engineerId, appointmentTime: portalTime(2) },
  );
  expect(dispatched.status).toBe('pendingOrders');
  const engineer = await signIn('engineer');
  expect(
    (await call<{ status: string }>('POST', `/api/dispatch/service/${order.id}/claim`, engineer)).status,
  ).toBe('toArrive');
  expect((await call<{ status: string }>('GET', `/api/customer/order/${order.id}`, customer)).status).toBe(
    'toArrive',
  );

  // The order's chat: the engineer writes, the customer reads, and back.
  const { id: sysChannelId } = await call<{ id: number }>(
    'GET',
    `/api/sys/im/v2/channel/simple/info?serviceId=${order.id}`,
    customer,
  );
  const customerChat = chat(customer);
  const engineerChat = chat(engineer);
  await Promise.all([customerChat.ready(), engineerChat.ready()]);
  expect((await engineerChat.send(sysChannelId, '明早九点到')).ok).toBe(true);
  await until(
    () => customerChat.received.some((m) => m.msgContent === '明早九点到'),
    'the customer to get the message',
  );
  expect((await customerChat.send(sysChannelId, '好的')).ok).toBe(true);
  await until(
    () => engineerChat.received.some((m) => m.msgContent === '好的'),
    'the engineer to get the reply',
  );

  // The server restarts on the same port and database. Sent meanwhile: missed by the customer.
  await app.close();
  await until(() => !customerChat.socket.connected && !engineerChat.socket.connected, 'both sockets to drop');
  app = await buildApp(t.config, t.db);
  await app.listen({ port, host: '127.0.0.1' });
  await engineerChat.ready();
  expect((await engineerChat.send(sysChannelId, '重启后的消息')).ok).toBe(true);
  await customerChat.ready();
  await until(
    () => customerChat.received.some((m) => m.msgContent === '重启后的消息'),
    'the customer to get what was sent after the restart',
  );
  expect((await customerChat.send(sysChannelId, '收到')).ok).toBe(true);
  await until(
    () => engineerChat.received.some((m) => m.msgContent === '收到'),
    'the engineer to get the customer after the restart',
  );
  // Every message once on each side (kept by record id, as the README says; stored once each).
  const said = ['明早九点到', '好的', '重启后的消息', '收到'];
  for (const side of [customerChat, engineerChat]) {
    const texts = side.received
      .filter((m) => m.sysChannelId === sysChannelId && said.includes(m.msgContent))
      .map((m) => m.msgContent);
    expect(texts.sort()).toEqual([...said].sort());
  }
  customerChat.close();
  engineerChat.close();
});
