import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { createTestApp, login, bearer, type TestApp } from './helpers/test-app';
import { userId } from './dispatch-fixtures';
import { describeTwoProcesses, twoProcesses } from './helpers/two-processes';
import { DEMO_PASSWORD } from '../src/seeds/seed-demo';
import { baseUrl, connectChat, openChat, type ChatClient } from './helpers/chat-client';

/** What a socket of an ended session sees: session:end with code 28, then the server disconnects it. */
const SESSION_ENDED = 'io server disconnect';

async function listen(app: FastifyInstance): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  return baseUrl(app);
}

const openSignedIn = openChat;

async function ended(client: ChatClient): Promise<string> {
  expect(await client.sessionEnd).toMatchObject({ code: 28 });
  return client.disconnected;
}

/** Publishes a marker to the user and proves it arrives at `live` (so anything sent to `ended` would have arrived too). */
async function publishAndCheck(app: FastifyInstance, uid: number, live: ChatClient, gone: ChatClient[]) {
  const marker = randomBytes(4).toString('hex');
  await app.im.publish({ userIds: [uid], message: { type: 'notice', kind: 'probe', content: marker } });
  expect(await live.next('notice')).toEqual({ event: 'notice', data: { kind: 'probe', content: marker } });
  for (const client of gone) expect(client.received.filter((r) => r.event === 'notice')).toEqual([]);
}

describe('ending a session closes its open IM sockets at once', () => {
  let t: TestApp;
  let base: string;
  beforeAll(async () => {
    t = await createTestApp();
    base = await listen(t.app);
  });
  afterAll(() => t.close());

  it('logout closes the sockets of that session only', async () => {
    const uid = await userId(t.db, 'customer');
    const [first, second] = [await login(t.app, 'customer'), await login(t.app, 'customer')];
    const a = await openSignedIn(base, first);
    const b = await openSignedIn(base, second);
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: bearer(first) })).statusCode,
    ).toBe(200);
    expect(await ended(a)).toBe(SESSION_ENDED);
    await publishAndCheck(t.app, uid, b, [a]);
    b.close();
  });

  it('a password change closes every socket of the user; other users keep theirs', async () => {
    const uid = await userId(t.db, 'pm');
    const token = await login(t.app, 'pm');
    const other = await openSignedIn(base, await login(t.app, 'pm'));
    const mine = await openSignedIn(base, token);
    const admin = await openSignedIn(base, await login(t.app, 'admin'));
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/auth/password',
      headers: bearer(token),
      payload: { oldPassword: DEMO_PASSWORD, password: 'pm-pass-2', password2: 'pm-pass-2' },
    });
    expect(res.statusCode).toBe(200);
    expect(await Promise.all([ended(mine), ended(other)])).toEqual([SESSION_ENDED, SESSION_ENDED]);
    await t.app.im.publish({ userIds: [uid], message: { type: 'notice', kind: 'probe' } });
    await publishAndCheck(t.app, await userId(t.db, 'admin'), admin, [mine, other]);
    admin.close();
  });

  it('a password reset by a manager and an invalidated user close their sockets', async () => {
    const admin = await login(t.app, 'admin');
    const engineer = await openSignedIn(base, await login(t.app, 'engineer'));
    const reset = await t.app.inject({
      method: 'PUT',
      url: `/api/sys/user/${await userId(t.db, 'engineer')}/password`,
      headers: bearer(admin),
      payload: { password: 'engineer-9' },
    });
    expect(reset.statusCode).toBe(200);
    expect(await ended(engineer)).toBe(SESSION_ENDED);

    const finance = await openSignedIn(base, await login(t.app, 'finance'));
    const invalid = await t.app.inject({
      method: 'POST',
      url: '/api/sys/user/invalid',
      headers: bearer(admin),
      payload: { id: await userId(t.db, 'finance') },
    });
    expect(invalid.statusCode).toBe(200);
    expect(await ended(finance)).toBe(SESSION_ENDED);
  });

  it('a token of an ended session opens no socket', async () => {
    const token = await login(t.app, 'sales');
    await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: bearer(token) });
    await expect(connectChat(base, token)).rejects.toMatchObject({ code: 28 });
  });
});

describeTwoProcesses('session-end')('in every server process (two app instances on one PostgreSQL)', () => {
  const { apps, dbs, bases } = twoProcesses({ listen: true });

  it('a logout on one process closes the socket held by the other', async () => {
    const [one, two] = apps;
    const token = await login(one, 'customer');
    const keep = await login(two, 'customer');
    const onTwoSocket = await openSignedIn(bases[1], token);
    const kept = await openSignedIn(bases[1], keep);
    expect(
      (await one.inject({ method: 'POST', url: '/api/auth/logout', headers: bearer(token) })).statusCode,
    ).toBe(200);
    expect(await ended(onTwoSocket)).toBe(SESSION_ENDED);
    await publishAndCheck(one, await userId(dbs[0], 'customer'), kept, [onTwoSocket]);
    kept.close();
  });
});
