import type { ChatMessage } from '@portal/contract';
import { bearer, login } from './helpers/test-app';
import { openChat, type ChatClient } from './helpers/chat-client';
import { makeGroup, text } from './helpers/chat-fixtures';
import { redisProcesses } from './helpers/redis-processes';
import { userId } from './dispatch-fixtures';

/**
 * Two server processes (two apps, each with its own http server and database pool) on one PostgreSQL
 * schema and one Redis: the socket.io Redis adapter carries every emit and room change between them.
 */
describe('two server processes through Redis', () => {
  const both = redisProcesses('chat-redis');
  const { apps, dbs, bases } = both;
  const clients: ChatClient[] = [];

  afterEach(() => {
    for (const client of clients.splice(0)) client.close();
  });
  const on = async (process: number, username: string) => {
    const client = await openChat(bases[process], await login(apps[process], username));
    clients.push(client);
    return client;
  };

  it('a message sent on one process reaches the members connected to the other, and read receipts come back', async () => {
    if (both.skip) return;
    const { sysChannelId } = await makeGroup(dbs[0]);
    const admin = await on(0, 'admin');
    const customer = await on(1, 'customer');
    const engineer = await on(0, 'engineer');
    const ack = await admin.call<{ ok: true; message: ChatMessage }>(
      'message:send',
      text(sysChannelId, '跨进程'),
    );
    expect(ack.ok).toBe(true);
    expect((await customer.next('message')).data).toEqual(ack.message);
    expect((await engineer.next('message')).data).toEqual(ack.message);
    await customer.call('message:read', { sysChannelId, msgId: ack.message.msgId });
    expect((await admin.next('read')).data).toMatchObject({
      imUid: 'im_customer',
      unreadCounts: { [ack.message.msgId]: 1 },
    });
  });

  it("order steps' system messages and notices published on one process reach sockets on the other", async () => {
    if (both.skip) return;
    const { serviceId } = await makeGroup(dbs[0]);
    const customer = await on(1, 'customer');
    const res = await apps[0].inject({
      method: 'POST',
      url: `/api/dispatch/service/${serviceId}/arrive`,
      headers: bearer(await login(apps[0], 'engineer')),
    });
    expect(res.statusCode).toBe(200);
    expect((await customer.next('message')).data).toMatchObject({ msgType: 'system', serviceId });
    await apps[0].im.publish({
      userIds: [await userId(dbs[0], 'customer')],
      message: { type: 'notice', kind: 'probe' },
    });
    expect((await customer.next('notice')).data).toEqual({ kind: 'probe' });
  });

  it('a removed member leaves the room on every process', async () => {
    if (both.skip) return;
    const { sysChannelId, serviceId } = await makeGroup(dbs[0]);
    const engineer = await on(1, 'engineer');
    const customer = await on(1, 'customer');
    const admin = await on(0, 'admin');
    const res = await apps[0].inject({
      method: 'POST',
      url: `/api/dispatch/service/${serviceId}/redispatch`,
      headers: bearer(await login(apps[0], 'admin')),
      payload: { reason: '工程师请假' },
    });
    expect(res.statusCode).toBe(200);
    expect((await engineer.next('channel')).data).toEqual({ sysChannelId, action: 'left' });
    await customer.next('message');
    await admin.call('message:send', text(sysChannelId, '之后的消息'));
    expect(((await customer.next('message')).data as ChatMessage).msgContent).toBe('之后的消息');
    expect(
      engineer.received.filter((r) => r.event === 'message' && (r.data as ChatMessage).msgType !== 'system'),
    ).toEqual([]);
  });

  it('a logout on one process ends the socket held by the other', async () => {
    if (both.skip) return;
    const token = await login(apps[0], 'customer');
    const client = await openChat(bases[1], token);
    clients.push(client);
    expect(
      (await apps[0].inject({ method: 'POST', url: '/api/auth/logout', headers: bearer(token) })).statusCode,
    ).toBe(200);
    expect(await client.sessionEnd).toMatchObject({ code: 28 });
    expect(await client.disconnected).toBe('io server disconnect');
  });
});
