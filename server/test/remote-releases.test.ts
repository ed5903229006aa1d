import { createTestApp, login, bearer, type TestApp } from './helpers/test-app';
import { rolloutBucket } from '../src/modules/releases/rollout';

let t: TestApp;
let admin: string;
let customer: string;
let engineer: string;
let customerId: number;

beforeAll(async () => {
  t = await createTestApp({ releaseOrigins: ['http://127.0.0.1:8145'] });
  [admin, customer, engineer] = await Promise.all(
    ['admin', 'customer', 'engineer'].map((u) => login(t.app, u)),
  );
  customerId = (await t.app.inject({ url: '/api/order/user/detail', headers: bearer(customer) })).json().data
    .id;
});
afterAll(() => t.close());

const call = (method: 'GET' | 'POST', url: string, token = admin, payload?: object, lang = 'zh-CN') =>
  t.app.inject({
    method,
    url: `/api/sys${url}`,
    headers: { ...bearer(token), 'accept-language': lang },
    ...(payload ? { payload } : {}),
  });

const dispatchFor = async (token: string) =>
  (
    (await call('GET', '/frontend/remotes', token)).json().data.remotes as Array<{
      name: string;
      version: string;
      channel: string;
      entry: string;
    }>
  ).find((r) => r.name === 'remote_dispatch')!;

// As the publish command registers it: with its files' hashes (release-integrity.test covers a version without).
const V2 = {
  remote: 'remote_dispatch',
  version: '0.2.0-1a2b3c4d',
  entry: 'http://127.0.0.1:8145/0.2.0-1a2b3c4d/mf-manifest.json',
  integrity: { 'mf-manifest.json': 'sha384-AAAA', 'remoteEntry.js': 'sha384-BBBB' },
};

describe('publishing, canary, promote and roll back of one remote', () => {
  it("lists every remote's releases to managers only", async () => {
    const list = await call('GET', '/frontend/releases');
    expect(list.statusCode).toBe(200);
    expect(list.json().data).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ remote: 'remote_dispatch', channel: 'stable', active: true }),
      ]),
    );
    expect((await call('GET', '/frontend/releases', customer)).statusCode).toBe(403);
  });

  it('registers a published version once; the same version with another entry is refused', async () => {
    const first = await call('POST', '/frontend/versions', admin, V2);
    expect(first.statusCode).toBe(200);
    expect(first.json().data.result).toBe('created');
    expect((await call('POST', '/frontend/versions', admin, V2)).json().data.result).toBe('existing');
    const taken = await call('POST', '/frontend/versions', admin, {
      ...V2,
      entry: '/remotes/remote-dispatch/other/mf-manifest.json',
    });
    expect(taken.statusCode).toBe(400);
    expect(taken.json().msg).toBe('版本 0.2.0-1a2b3c4d 已发布且入口不同，请用新的版本号发布');
    const badVersion = await call('POST', '/frontend/versions', admin, { ...V2, version: '../x' });
    expect(badVersion.statusCode).toBe(400);
    const versions = (await call('GET', '/frontend/versions')).json().data as Array<{
      remote: string;
      version: string;
      publishedBy: string | null;
    }>;
    expect(versions.filter((v) => v.remote === 'remote_dispatch').map((v) => v.version)).toEqual([
      '0.2.0-1a2b3c4d',
      '0.1.0',
    ]);
    expect(versions.find((v) => v.version === V2.version)?.publishedBy).toBe('系统管理员');
  });

  it('only managers publish and roll out', async () => {
    expect((await call('POST', '/frontend/versions', engineer, { ...V2, version: '9.9.9' })).statusCode).toBe(
      403,
    );
    expect(
      (await call('POST', '/api/sys/frontend/releases/remote_dispatch/promote', customer, {})).statusCode,
    ).toBe(404);
    expect((await call('POST', '/frontend/releases/remote_dispatch/promote', customer, {})).statusCode).toBe(
      403,
    );
  });

  it('a canary for a listed user: that user gets it, the others keep the stable version', async () => {
    const unknown = await call(
      'POST',
      '/frontend/releases/remote_dispatch/canary',
      admin,
      { version: '7.0.0', rolloutUsers: [customerId] },
      'en',
    );
    expect(unknown.json().msg).toBe('Version 7.0.0 has not been published');
    const empty = await call('POST', '/frontend/releases/remote_dispatch/canary', admin, {
      version: V2.version,
    });
    expect(empty.json().msg).toBe('请选择灰度用户或填写灰度比例');
    expect(
      (
        await call('POST', '/frontend/releases/remote_dispatch/canary', admin, {
          version: V2.version,
          rolloutUsers: [customerId],
        })
      ).statusCode,
    ).toBe(200);
    expect(await dispatchFor(customer)).toMatchObject({
      channel: 'canary',
      version: V2.version,
      entry: V2.entry,
    });
    expect(await dispatchFor(admin)).toMatchObject({ channel: 'stable', version: '0.1.0' });
  });

  it('a sticky percentage: the same users keep their version on every request', async () => {
    expect(
      (
        await call('POST', '/frontend/releases/remote_dispatch/canary', admin, {
          version: V2.version,
          rolloutPercent: 50,
        })
      ).statusCode,
    ).toBe(200);
    for (const [token, name] of [
      [admin, 'admin'],
      [engineer, 'engineer'],
    ] as const) {
      const id = (await t.app.inject({ url: '/api/order/user/detail', headers: bearer(token) })).json().data
        .id as number;
      const expected = rolloutBucket(id, 'remote_dispatch') < 50 ? 'canary' : 'stable';
      for (let i = 0; i < 3; i += 1)
        expect([name, (await dispatchFor(await login(t.app, name))).channel]).toEqual([name, expected]);
    }
    // The listed user of the earlier canary is no longer listed: they are in or out by their bucket alone.
    expect((await dispatchFor(customer)).channel).toBe(
      rolloutBucket(customerId, 'remote_dispatch') < 50 ? 'canary' : 'stable',
    );
  });

  it('promote makes the canary stable for everyone and ends the canary; roll back returns to the previous stable', async () => {
    const promoted = await call('POST', '/frontend/releases/remote_dispatch/promote', admin, {});
    expect(promoted.json().data.version).toBe(V2.version);
    for (const token of [admin, customer, engineer])
      expect(await dispatchFor(token)).toMatchObject({ channel: 'stable', version: V2.version });
    expect((await call('POST', '/frontend/releases/remote_dispatch/promote', admin, {})).json().msg).toBe(
      '当前没有灰度版本',
    );
    expect(
      (
        await call('POST', '/frontend/releases/remote_dispatch/promote', admin, { version: V2.version })
      ).json().msg,
    ).toBe('版本 0.2.0-1a2b3c4d 已是稳定版本');

    const back = await call('POST', '/frontend/releases/remote_dispatch/rollback', admin);
    expect(back.json().data.version).toBe('0.1.0');
    for (const token of [admin, customer])
      expect(await dispatchFor(token)).toMatchObject({
        channel: 'stable',
        version: '0.1.0',
        entry: '/remotes/remote-dispatch/mf-manifest.json',
      });
    const none = await call('POST', '/frontend/releases/remote_dispatch/rollback', admin, undefined, 'zh-TW');
    expect(none.statusCode).toBe(400);
    expect(none.json().msg).toBe('沒有可回滾的上一個穩定版本');
  });

  it('keeps the history: who did what, when, from which version', async () => {
    const history = (await call('GET', '/frontend/history?remote=remote_dispatch')).json().data as Array<{
      action: string;
      version: string;
      previousVersion: string | null;
      actor: string;
      createdAt: string;
    }>;
    expect(history.map((h) => [h.action, h.version, h.previousVersion])).toEqual([
      ['rollback', '0.1.0', V2.version],
      ['promote', V2.version, '0.1.0'],
      ['canary', V2.version, '0.1.0'],
      ['canary', V2.version, '0.1.0'],
      ['publish', V2.version, null],
    ]);
    expect(
      history.every((h) => h.actor === '系统管理员' && /^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/.test(h.createdAt)),
    ).toBe(true);
    // inject() comes from 127.0.0.1: the address is that of every step.
    expect(new Set(history.map((h) => (h as { actorAddress?: string }).actorAddress))).toEqual(
      new Set(['127.0.0.1']),
    );
    expect((await call('GET', '/frontend/history?remote=remote_nothing')).statusCode).toBe(400);
  });
});
