import { createClient } from 'redis';
import type { ChatMessage } from '@portal/contract';
import { RedisRateLimit } from '../src/modules/chat/rate-limit';
import { bearer, login } from './helpers/test-app';
import { openChat, type ChatClient } from './helpers/chat-client';
import { makeGroup, text } from './helpers/chat-fixtures';
import { redisProcesses, redisUrl } from './helpers/redis-processes';
import { userId } from './dispatch-fixtures';

type Ack = {
  ok: boolean;
  code?: number;
  retryAfter?: number;
  message?: ChatMessage;
  messages?: ChatMessage[];
};

/** Rights changes and rate limits with two server processes sharing PostgreSQL and Redis. */
describe('chat rights and budgets across two processes', () => {
  const both = redisProcesses('chat-rights-redis');
  const clients: ChatClient[] = [];
  afterEach(() => {
    for (const client of clients.splice(0)) client.close();
  });
  const on = async (process: number, username: string) => {
    const client = await openChat(both.bases[process], await login(both.apps[process], username));
    clients.push(client);
    return client;
  };

  it('a company change made on one process takes the customer out of the old rooms on the other', async () => {
    if (both.skip) return;
    const { sysChannelId } = await makeGroup(both.dbs[0]);
    const customer = await on(1, 'customer');
    const engineer = await on(1, 'engineer');
    const admin = await on(0, 'admin');
    const [row] = await both.dbs[0].query<Record<string, unknown>>(
      `SELECT name, authority, allow_dispatch AS "allowDispatch", (SELECT customer_id FROM users WHERE username = 'customer2') AS "customId",
              job_id AS "jobId", dept_id AS "deptId" FROM users WHERE username = 'customer'`,
    );
    const id = await userId(both.dbs[0], 'customer');
    const res = await both.apps[0].inject({
      method: 'PUT',
      url: `/api/sys/user/${id}`,
      headers: bearer(await login(both.apps[0], 'admin')),
      payload: { ...row, id },
    });
    expect(res.statusCode).toBe(200);
    // The demo data gives company A's orders their groups too: the customer leaves each of them.
    let left = (await customer.next('channel')).data as { sysChannelId: number; action: string };
    while (left.sysChannelId !== sysChannelId) {
      expect(left.action).toBe('left');
      left = (await customer.next('channel')).data as { sysChannelId: number; action: string };
    }
    expect(left).toEqual({ sysChannelId, action: 'left' });

    const sent = await admin.call<Ack>('message:send', text(sysChannelId, '换公司之后'));
    expect(sent.ok).toBe(true);
    expect((await engineer.next('message')).data).toEqual(sent.message);
    // The ack of a later call is written after anything sent to this socket before it.
    const sync = await customer.call<Ack>('sync', { afterId: 0 });
    expect(sync.messages!.filter((m) => m.sysChannelId === sysChannelId)).toEqual([]);
    expect(customer.received.filter((r) => r.event === 'message')).toEqual([]);
  });

  it('a logout on one process closes the socket on the other', async () => {
    if (both.skip) return;
    const token = await login(both.apps[0], 'pm');
    const client = await openChat(both.bases[1], token);
    clients.push(client);
    expect(
      (await both.apps[0].inject({ method: 'POST', url: '/api/auth/logout', headers: bearer(token) }))
        .statusCode,
    ).toBe(200);
    expect(await client.sessionEnd).toMatchObject({ code: 28 });
  });

  it("one user's budget is shared by its sockets on both processes", async () => {
    if (both.skip) return;
    const first = await on(0, 'manager');
    const second = await on(1, 'manager');
    const acks = await Promise.all(Array.from({ length: 10 }, () => first.call<Ack>('sync', { afterId: 0 })));
    expect(acks.every((a) => a.ok)).toBe(true);
    const refused = await second.call<Ack>('sync', { afterId: 0 });
    expect(refused).toMatchObject({ ok: false, code: 507 });
    expect(refused.retryAfter).toBeGreaterThan(0);
    expect(refused.retryAfter).toBeLessThanOrEqual(1000);
  });

  it('the Redis script never lets two processes take the same last token', async () => {
    if (both.skip) return;
    const clientsOfRedis = [createClient({ url: redisUrl }), createClient({ url: redisUrl })];
    await Promise.all(clientsOfRedis.map((c) => c.connect()));
    try {
      const prefix = `portal-im-test-limit-${process.pid}-${Date.now()}`;
      const limits = clientsOfRedis.map(
        (c) =>
          new RedisRateLimit(
            (script, keys, args) => c.eval(script, { keys, arguments: args }),
            prefix,
            (error) => {
              throw error;
            },
          ),
      );
      const takes = await Promise.all(
        Array.from({ length: 40 }, (_, i) => limits[i % 2].take(99, 'message:send')),
      );
      // 20 at once and 10 a second: within the moment these take, at most a token or two more.
      const passed = takes.filter((t) => t.ok).length;
      expect(passed).toBeGreaterThanOrEqual(20);
      expect(passed).toBeLessThanOrEqual(22);
    } finally {
      await Promise.all(clientsOfRedis.map((c) => c.quit()));
    }
  });
});
