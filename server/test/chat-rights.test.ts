import type { ChatMessage } from '@portal/contract';
import { createTestApp, login, bearer, type TestApp } from './helpers/test-app';
import { baseUrl, openChat, type ChatClient } from './helpers/chat-client';
import { makeGroup, text } from './helpers/chat-fixtures';
import { userId } from './dispatch-fixtures';

type Ack = {
  ok: boolean;
  code?: number;
  msg?: string;
  retryAfter?: number;
  message?: ChatMessage;
  messages?: ChatMessage[];
};

let t: TestApp;
let base: string;
let adminToken: string;
const clients: ChatClient[] = [];
beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  base = baseUrl(t.app);
  adminToken = await login(t.app, 'admin');
});
afterEach(() => {
  for (const client of clients.splice(0)) client.close();
});
afterAll(() => t.close());

const open = async (username: string) => {
  const client = await openChat(base, await login(t.app, username));
  clients.push(client);
  return client;
};

/** `PUT /api/sys/user/:id` by the admin: the user's current fields with `changes`. */
async function editUser(username: string, changes: Record<string, unknown>) {
  const id = await userId(t.db, username);
  const [row] = await t.db.query<Record<string, unknown>>(
    `SELECT name, authority, allow_dispatch AS "allowDispatch", customer_id AS "customId", job_id AS "jobId", dept_id AS "deptId" FROM users WHERE id = $1`,
    [id],
  );
  const res = await t.app.inject({
    method: 'PUT',
    url: `/api/sys/user/${id}`,
    headers: bearer(adminToken),
    payload: { ...row, ...changes, id },
  });
  expect(res.statusCode).toBe(200);
}

/** The next event of the client that concerns the channel (events of others are skipped). */
async function nextOf(client: ChatClient, event: 'message' | 'channel', sysChannelId: number) {
  for (;;) {
    const received = await client.next(event);
    if ((received.data as { sysChannelId: number }).sysChannelId === sysChannelId) return received.data;
  }
}

/**
 * What the client received of the channel after a round trip: the server wrote everything sent to
 * this socket before answering the `sync`, so nothing of it can still be on the way.
 */
async function channelEventsAfterRoundTrip(client: ChatClient, sysChannelId: number) {
  const ack = await client.call<Ack>('sync', { afterId: 0 });
  expect(ack.ok).toBe(true);
  return {
    live: client.received.filter(
      (r) => r.event === 'message' && (r.data as ChatMessage).sysChannelId === sysChannelId,
    ),
    synced: ack.messages!.filter((m) => m.sysChannelId === sysChannelId),
  };
}

describe('live chat follows the user rights', () => {
  it("a customer moved to another company leaves the old company's group chats at once", async () => {
    const { sysChannelId } = await makeGroup(t.db);
    const customer = await open('customer');
    const engineer = await open('engineer');
    const admin = await open('admin');
    expect((await admin.call<Ack>('message:send', text(sysChannelId, '移交之前'))).ok).toBe(true);
    await customer.next('message');

    const [other] = await t.db.query<{ id: number }>(
      `SELECT customer_id AS id FROM users WHERE username = 'customer2'`,
    );
    await editUser('customer', { customId: other.id });
    expect(await nextOf(customer, 'channel', sysChannelId)).toEqual({ sysChannelId, action: 'left' });

    const after = await admin.call<Ack>('message:send', text(sysChannelId, '移交之后'));
    expect(after.ok).toBe(true);
    expect(((await nextOf(engineer, 'message', sysChannelId)) as ChatMessage).msgContent).toBe('移交之前');
    expect(((await nextOf(engineer, 'message', sysChannelId)) as ChatMessage).msgContent).toBe('移交之后');
    customer.received.splice(0);
    expect(await channelEventsAfterRoundTrip(customer, sysChannelId)).toEqual({ live: [], synced: [] });
    const send = await customer.call<Ack>('message:send', text(sysChannelId, '还在吗'));
    expect(send).toMatchObject({ ok: false, code: 602 });
  });

  it('an authority change takes the user out of the orders it may no longer see', async () => {
    const { sysChannelId } = await makeGroup(t.db, { extra: ['admin', 'pm'] });
    const pm = await open('pm');
    const admin = await open('admin');
    await editUser('pm', { authority: 'technician', allowDispatch: false });
    expect(await nextOf(pm, 'channel', sysChannelId)).toEqual({ sysChannelId, action: 'left' });
    expect((await admin.call<Ack>('message:send', text(sysChannelId, '换了角色之后'))).ok).toBe(true);
    expect(await channelEventsAfterRoundTrip(pm, sysChannelId)).toEqual({ live: [], synced: [] });
    await editUser('pm', { authority: 'manager' });
    expect(await nextOf(pm, 'channel', sysChannelId)).toEqual({ sysChannelId, action: 'joined' });
    const back = await admin.call<Ack>('message:send', text(sysChannelId, '又回来了'));
    expect(await nextOf(pm, 'message', sysChannelId)).toEqual(back.message);
  });

  it('a withdrawn dispatch right is reviewed and keeps the chats the user may still see', async () => {
    const { sysChannelId } = await makeGroup(t.db, { extra: ['admin', 'dispatcher'] });
    const dispatcher = await open('dispatcher');
    const admin = await open('admin');
    await editUser('dispatcher', { allowDispatch: false });
    // Reviews of one user run in order: once the second change's review is seen, the first one has run.
    await editUser('dispatcher', { authority: 'technician' });
    expect(await nextOf(dispatcher, 'channel', sysChannelId)).toEqual({ sysChannelId, action: 'left' });
    await channelEventsAfterRoundTrip(dispatcher, sysChannelId);
    expect(dispatcher.received.filter((r) => r.event === 'channel')).toEqual([]);
    await editUser('dispatcher', { authority: 'manager', allowDispatch: true });
    expect(await nextOf(dispatcher, 'channel', sysChannelId)).toEqual({ sysChannelId, action: 'joined' });
    const sent = await admin.call<Ack>('message:send', text(sysChannelId, '调度权限回来了'));
    expect(await nextOf(dispatcher, 'message', sysChannelId)).toEqual(sent.message);
  });

  it('a user who left the job or was invalidated has the socket closed', async () => {
    const left = await open('sales');
    await editUser('sales', { status: 'left' });
    expect(await left.sessionEnd).toMatchObject({ code: 28 });
    expect(await left.disconnected).toBe('io server disconnect');

    const invalidated = await open('finance');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/sys/user/invalid',
      headers: bearer(adminToken),
      payload: { id: await userId(t.db, 'finance') },
    });
    expect(res.statusCode).toBe(200);
    expect(await invalidated.sessionEnd).toMatchObject({ code: 28 });
  });

  it('a rights change made straight in the database (no route) is reviewed too', async () => {
    const { sysChannelId } = await makeGroup(t.db, { extra: ['admin', 'pm'] });
    const pm = await open('pm');
    await t.db.query(`UPDATE users SET authority = 'technician' WHERE username = 'pm'`);
    expect(await nextOf(pm, 'channel', sysChannelId)).toEqual({ sysChannelId, action: 'left' });
    await t.db.query(`UPDATE users SET authority = 'manager' WHERE username = 'pm'`);
    expect(await nextOf(pm, 'channel', sysChannelId)).toEqual({ sysChannelId, action: 'joined' });
  });
});

describe('a socket lives no longer than its session', () => {
  it('closes the socket when the session expires', async () => {
    const token = await login(t.app, 'manager');
    await t.db.query(
      `UPDATE sessions SET expires_at = now() + interval '1500 milliseconds' WHERE user_id = $1 AND revoked_at IS NULL`,
      [await userId(t.db, 'manager')],
    );
    const client = await openChat(base, token);
    clients.push(client);
    const opened = Date.now();
    expect(await client.sessionEnd).toMatchObject({ code: 28, msg: '未登录！' });
    expect(await client.disconnected).toBe('io server disconnect');
    expect(Date.now() - opened).toBeLessThan(3000);
  });

  it('keeps a socket whose session was extended meanwhile, until the new end', async () => {
    const token = await login(t.app, 'pm');
    const pmId = await userId(t.db, 'pm');
    await t.db.query(
      `UPDATE sessions SET expires_at = now() + interval '1 second' WHERE user_id = $1 AND revoked_at IS NULL`,
      [pmId],
    );
    const client = await openChat(base, token);
    clients.push(client);
    await t.db.query(
      `UPDATE sessions SET expires_at = now() + interval '2500 milliseconds' WHERE user_id = $1 AND revoked_at IS NULL`,
      [pmId],
    );
    const opened = Date.now();
    await client.sessionEnd;
    expect(Date.now() - opened).toBeGreaterThan(1500);
  });

  it('closes the socket at logout', async () => {
    const token = await login(t.app, 'engineer');
    const client = await openChat(base, token);
    clients.push(client);
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: bearer(token) })).statusCode,
    ).toBe(200);
    expect(await client.sessionEnd).toMatchObject({ code: 28 });
    expect(await client.disconnected).toBe('io server disconnect');
  });
});

describe('every socket event has a budget per user', () => {
  it('refuses a sync flood with 507 and retryAfter, in the user language', async () => {
    const client = await openChat(base, await login(t.app, 'customer2'), { lang: 'en' });
    clients.push(client);
    const acks = await Promise.all(
      Array.from({ length: 40 }, () => client.call<Ack>('sync', { afterId: 0 })),
    );
    // 10 at once, then one a second: the 40 arrive within a fraction of that.
    expect(acks.slice(0, 10).every((a) => a.ok)).toBe(true);
    const refused = acks.filter((a) => !a.ok);
    expect(refused.length).toBeGreaterThanOrEqual(25);
    for (const ack of refused) {
      expect(ack).toMatchObject({ code: 507, msg: 'Too many requests, please try again shortly' });
      expect(ack.retryAfter).toBeGreaterThan(0);
      expect(ack.retryAfter).toBeLessThanOrEqual(1000);
    }
  });

  it('lets a phone flush its offline queue of 20 messages, refusing a script with the wait', async () => {
    const { sysChannelId } = await makeGroup(t.db, { extra: ['admin', 'manager'] });
    const manager = await open('manager');
    const acks = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        manager.call<Ack>('message:send', text(sysChannelId, `离线消息 ${i}`)),
      ),
    );
    expect(acks.slice(0, 20).every((a) => a.ok)).toBe(true);
    const refused = acks.filter((a) => !a.ok);
    expect(refused.length).toBeGreaterThan(0);
    for (const ack of refused) {
      expect(ack).toMatchObject({ ok: false, code: 507, msg: '发送太频繁，请稍后再试' });
      expect(ack.retryAfter).toBeGreaterThan(0);
      expect(ack.retryAfter).toBeLessThanOrEqual(100);
    }
  });

  it('counts message:read too', async () => {
    const { sysChannelId } = await makeGroup(t.db, { extra: ['admin', 'finance'] });
    const admin = await open('admin');
    const sent = await admin.call<Ack>('message:send', text(sysChannelId, '读一读'));
    const reader = await open('engineer');
    const acks = await Promise.all(
      Array.from({ length: 45 }, () =>
        reader.call<Ack>('message:read', { sysChannelId, msgId: sent.message!.msgId }),
      ),
    );
    expect(acks.slice(0, 30).every((a) => a.ok)).toBe(true);
    const refused = acks.filter((a) => !a.ok);
    expect(refused.length).toBeGreaterThan(0);
    for (const ack of refused) expect(ack).toMatchObject({ code: 507, retryAfter: expect.any(Number) });
  });

  it('serves every user calling sync at once, as after a server restart', async () => {
    const names = ['admin', 'manager', 'pm', 'dispatcher', 'sales', 'engineer', 'customer'];
    await t.db.query(`UPDATE users SET status = 'onTheJob', is_delete = false WHERE username = ANY($1)`, [
      names,
    ]);
    const all = await Promise.all(names.map((name) => open(name)));
    const acks = await Promise.all(
      all.flatMap((client) => [0, 1, 2].map(() => client.call<Ack>('sync', { afterId: 0 }))),
    );
    expect(acks.every((a) => a.ok)).toBe(true);
  });

  it('closes the socket of a client that keeps sending over its budget', async () => {
    const client = await open('customer2');
    const acks: Ack[] = [];
    for (let i = 0; i < 200; i += 1) client.socket.emit('sync', { afterId: 0 }, (ack: Ack) => acks.push(ack));
    expect(await client.disconnected).toBe('io server disconnect');
    expect(acks.filter((a) => a.ok).length).toBeLessThanOrEqual(11);
    expect(acks.filter((a) => !a.ok && a.code === 507).length).toBeLessThanOrEqual(60);
  });
});
