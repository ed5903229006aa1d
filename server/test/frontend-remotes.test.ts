import { createTestApp, login, bearer, type TestApp } from './helpers/test-app';
import { pickRelease, rolloutBucket } from '../src/modules/releases/rollout';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp({ releaseOrigins: ['http://127.0.0.1:9'] });
  admin = await login(t.app, 'admin');
});
afterAll(() => t.close());

const remotesFor = async (token: string) =>
  (await t.app.inject({ url: '/api/sys/frontend/remotes', headers: bearer(token) })).json().data
    .remotes as Array<{
    name: string;
    entry: string;
    channel: string;
  }>;

describe('GET /api/sys/frontend/remotes', () => {
  it('gives every user the stable entry of all four remotes by default', async () => {
    const remotes = await remotesFor(await login(t.app, 'customer'));
    expect(remotes.map((r) => r.name)).toEqual([
      'remote_orders',
      'remote_dispatch',
      'remote_chat',
      'remote_admin',
    ]);
    expect(remotes.find((r) => r.name === 'remote_orders')).toMatchObject({
      entry: '/remotes/remote-orders/mf-manifest.json',
      channel: 'stable',
    });
  });

  it('needs a signed-in user', async () => {
    expect((await t.app.inject({ url: '/api/sys/frontend/remotes' })).statusCode).toBe(401);
  });

  it('sends a canary to listed users only when its percentage is 0', async () => {
    const customer = await login(t.app, 'customer');
    const customerId = (
      await t.app.inject({ url: '/api/order/user/detail', headers: bearer(customer) })
    ).json().data.id;
    // Published with its hashes first, as the publish command does: an active row needs them.
    const integrity = { 'mf-manifest.json': 'sha384-AAAA' };
    const published = await t.app.inject({
      method: 'POST',
      url: '/api/sys/frontend/versions',
      headers: bearer(admin),
      payload: {
        remote: 'remote_chat',
        version: '0.2.0',
        entry: 'http://127.0.0.1:9/mf-manifest.json',
        integrity,
      },
    });
    expect(published.statusCode).toBe(200);
    const put = await t.app.inject({
      method: 'PUT',
      url: '/api/sys/frontend/releases/remote_chat/canary',
      headers: bearer(admin),
      payload: {
        version: '0.2.0',
        entry: 'http://127.0.0.1:9/mf-manifest.json',
        rolloutPercent: 0,
        rolloutUsers: [customerId],
      },
    });
    expect(put.statusCode).toBe(200);
    expect((await remotesFor(customer)).find((r) => r.name === 'remote_chat')).toMatchObject({
      channel: 'canary',
      entry: 'http://127.0.0.1:9/mf-manifest.json',
    });
    expect((await remotesFor(admin)).find((r) => r.name === 'remote_chat')?.channel).toBe('stable');
    await t.app.inject({
      method: 'PUT',
      url: '/api/sys/frontend/releases/remote_chat/canary',
      headers: bearer(admin),
      payload: { version: '0.2.0', entry: 'http://127.0.0.1:9/mf-manifest.json', active: false },
    });
    expect((await remotesFor(customer)).find((r) => r.name === 'remote_chat')?.channel).toBe('stable');
  });

  it('lets only managers change releases, and checks the input', async () => {
    const customer = await login(t.app, 'customer');
    const denied = await t.app.inject({
      method: 'PUT',
      url: '/api/sys/frontend/releases/remote_chat/canary',
      headers: bearer(customer),
      payload: { version: '1', entry: '/x' },
    });
    expect(denied.statusCode).toBe(403);
    const unknown = await t.app.inject({
      method: 'PUT',
      url: '/api/sys/frontend/releases/remote_nope/canary',
      headers: bearer(admin),
      payload: { version: '1', entry: '/x' },
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().msg).toBe('remote 的取值不正确');
    const badPercent = await t.app.inject({
      method: 'PUT',
      url: '/api/sys/frontend/releases/remote_chat/canary',
      headers: bearer(admin),
      payload: { version: '1', entry: '/x', rolloutPercent: 101 },
    });
    expect(badPercent.json().msg).toBe('rolloutPercent 不能大于 100');
  });
});

describe('rollout', () => {
  const base = {
    remote: 'remote_chat',
    version: '1',
    entry: '/s',
    rolloutUsers: [] as number[],
    active: true,
  };
  it('is sticky per user and follows the percentage over many users', () => {
    expect(rolloutBucket(42, 'remote_chat')).toBe(rolloutBucket(42, 'remote_chat'));
    const releases = [
      { ...base, channel: 'stable' as const, rolloutPercent: 100 },
      { ...base, channel: 'canary' as const, entry: '/c', rolloutPercent: 30 },
    ];
    let canary = 0;
    for (let id = 1; id <= 2000; id += 1) if (pickRelease(id, releases)?.channel === 'canary') canary += 1;
    expect(canary / 2000).toBeGreaterThan(0.25);
    expect(canary / 2000).toBeLessThan(0.35);
  });
});
