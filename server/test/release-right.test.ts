import { buildApp } from '../src/app';
import { createTestApp, login, bearer, type TestApp } from './helpers/test-app';

const CDN = 'https://cdn.example.com';
let t: TestApp;
let admin: string;

beforeAll(async () => {
  t = await createTestApp({ releaseOrigins: [CDN] });
  admin = await login(t.app, 'admin');
});
afterAll(() => t.close());

type Method = 'GET' | 'POST' | 'PUT';
const call = (method: Method, url: string, token: string, payload?: object, lang = 'zh-CN') =>
  t.app.inject({
    method,
    url: `/api/sys${url}`,
    headers: { ...bearer(token), 'accept-language': lang },
    ...(payload ? { payload } : {}),
  });
const userId = async (username: string) =>
  (
    (await call('GET', `/user/page?current=1&size=50&keyword=${username}`, admin)).json().data
      .records as Array<{ id: number; username: string }>
  ).find((u) => u.username === username)!.id;
const userBody = async (username: string) => {
  const row = (await call('GET', `/user/${await userId(username)}`, admin)).json().data;
  return {
    name: row.name,
    authority: row.authority,
    allowDispatch: row.allowDispatch,
    allowRelease: row.allowRelease,
    customId: row.customId,
    jobId: row.jobId,
    deptId: row.deptId,
  };
};

const V = {
  remote: 'remote_orders',
  version: '6.6.6-x',
  entry: `${CDN}/remote-orders/6.6.6-x/mf-manifest.json`,
};
/** Every route that publishes or rolls out (and the settings the publish command reads). */
const RELEASE_ROUTES: Array<[Method, string, object | undefined]> = [
  ['POST', '/frontend/versions', V],
  [
    'PUT',
    '/frontend/releases/remote_orders/canary',
    { version: V.version, entry: V.entry, rolloutUsers: [1] },
  ],
  ['PUT', '/frontend/releases/remote_orders/stable', { version: V.version, entry: V.entry }],
  [
    'POST',
    '/frontend/releases/remote_orders/canary',
    { version: V.version, rolloutPercent: 0, rolloutUsers: [1] },
  ],
  ['POST', '/frontend/releases/remote_orders/stop-canary', undefined],
  ['POST', '/frontend/releases/remote_orders/promote', { version: V.version }],
  ['POST', '/frontend/releases/remote_orders/rollback', undefined],
  ['GET', '/frontend/settings', undefined],
];

describe('the release right', () => {
  it('is held by the demo admin alone after the upgrade', async () => {
    const holders = await t.db.query<{ username: string }>(
      'SELECT username FROM users WHERE allow_release ORDER BY username',
    );
    expect(holders.map((h) => h.username)).toEqual(['admin']);
    const me = (await t.app.inject({ url: '/api/order/user/detail', headers: bearer(admin) })).json().data;
    expect(me.allowRelease).toBe(true);
  });

  it('refuses every release route to managers without it, those with dispatch rights included', async () => {
    for (const username of ['manager', 'dispatcher']) {
      const token = await login(t.app, username);
      for (const [method, url, payload] of RELEASE_ROUTES) {
        const answer = await call(method, url, token, payload);
        expect([`${method} ${url} as ${username}`, answer.statusCode, answer.json().msg]).toEqual([
          `${method} ${url} as ${username}`,
          403,
          '没有发布前端版本的权限',
        ]);
      }
      // Reading the releases page stays open to managers.
      expect((await call('GET', '/frontend/releases', token)).statusCode).toBe(200);
    }
    expect(await t.db.query(`SELECT 1 FROM frontend_versions WHERE version = $1`, [V.version])).toEqual([]);
  });

  it('can be granted and withdrawn by release operators only, never by oneself or to non-managers', async () => {
    const dispatcher = await login(t.app, 'dispatcher');
    const managerId = await userId('manager');
    const grant = async (token: string, username: string, allowRelease: boolean, lang = 'zh-CN') =>
      call(
        'PUT',
        `/user/${await userId(username)}`,
        token,
        { ...(await userBody(username)), allowRelease },
        lang,
      );

    const byDispatcher = await grant(dispatcher, 'manager', true, 'en');
    expect(byDispatcher.statusCode).toBe(403);
    expect(byDispatcher.json().msg).toBe(
      'Only a manager with the release right may grant or withdraw the release right',
    );
    const toEngineer = await grant(admin, 'engineer', true);
    expect(toEngineer.statusCode).toBe(400);
    expect(toEngineer.json().msg).toBe('只有管理员账号可以拥有发布权限');
    // Nor can a new account be born with it unless a holder creates it.
    const born = await call('POST', '/user', dispatcher, {
      username: 'rel_new',
      password: 'secret1',
      name: '新人',
      authority: 'manager',
      allowRelease: true,
    });
    expect(born.statusCode).toBe(403);
    // A non-holder may not take over a holder's account either.
    expect(
      (
        await call('PUT', `/user/${await userId('admin')}/password`, dispatcher, { password: 'taken-over' })
      ).json().msg,
    ).toBe('只有拥有发布权限的管理员才能修改发布管理员的密码或账号');

    expect((await grant(admin, 'manager', true)).statusCode).toBe(200);
    const manager = await login(t.app, 'manager');
    expect(
      (await t.app.inject({ url: '/api/order/user/detail', headers: bearer(manager) })).json().data
        .allowRelease,
    ).toBe(true);
    expect((await call('GET', '/frontend/settings', manager)).statusCode).toBe(200);
    // An edit that leaves the field out keeps the right; the holder cannot drop their own.
    const { allowRelease: _kept, ...withoutRight } = await userBody('manager');
    expect((await call('PUT', `/user/${managerId}`, dispatcher, withoutRight)).statusCode).toBe(200);
    expect((await userBody('manager')).allowRelease).toBe(true);
    expect((await grant(manager, 'manager', false)).statusCode).toBe(403);
    // A non-holder may not end it by making the holder a technician.
    expect(
      (
        await call('PUT', `/user/${managerId}`, dispatcher, {
          ...(await userBody('manager')),
          authority: 'technician',
          allowRelease: undefined,
        })
      ).statusCode,
    ).toBe(403);

    expect((await grant(admin, 'manager', false)).statusCode).toBe(200);
    expect((await call('GET', '/frontend/settings', await login(t.app, 'manager'))).statusCode).toBe(403);
  });

  it('accepts entries only under /remotes/ of the portal and the configured origins, with a clear message', async () => {
    const refused = [
      'https://any.example/remote-orders/mf-manifest.json',
      'http://cdn.example.com/remote-orders/mf-manifest.json',
      'https://cdn.example.com.evil.example/mf-manifest.json',
      'https://user@cdn.example.com/mf-manifest.json',
      '/remotes/../api/file/x.js',
      '/api/file/mf-manifest.json',
      '//any.example/mf-manifest.json',
    ];
    for (const entry of refused) {
      const answer = await call('POST', '/frontend/versions', admin, { ...V, version: '7.0.0', entry });
      expect([entry, answer.statusCode]).toEqual([entry, 400]);
    }
    const en = await call(
      'POST',
      '/frontend/versions',
      admin,
      { ...V, version: '7.0.0', entry: refused[0] },
      'en',
    );
    expect(en.json().msg).toBe(
      `The entry ${refused[0]} is not under an allowed origin (allowed: /remotes/, ${CDN})`,
    );
    const zh = await call('PUT', '/frontend/releases/remote_orders/canary', admin, {
      version: '7.0.0',
      entry: refused[0],
      rolloutUsers: [1],
    });
    expect(zh.json().msg).toBe(`入口 ${refused[0]} 不在允许的来源内（允许：/remotes/, ${CDN}）`);
    expect(await t.db.query(`SELECT 1 FROM frontend_versions WHERE version = '7.0.0'`)).toEqual([]);

    const integrity = { 'mf-manifest.json': 'sha384-AAAA', 'remoteEntry.js': 'sha384-BBBB' };
    expect((await call('POST', '/frontend/versions', admin, { ...V, integrity })).statusCode).toBe(200);
    expect(
      (
        await call('POST', '/frontend/versions', admin, {
          ...V,
          version: '6.6.7',
          entry: '/remotes/remote-orders/6.6.7/mf-manifest.json',
          integrity,
        })
      ).statusCode,
    ).toBe(200);
    const badHash = await call('POST', '/frontend/versions', admin, {
      ...V,
      version: '6.6.8',
      integrity: { 'a.js': 'md5-x' },
    });
    expect(badHash.statusCode).toBe(400);
    expect(
      (
        await call('POST', '/frontend/releases/remote_orders/canary', admin, {
          version: V.version,
          rolloutPercent: 0,
          rolloutUsers: [1],
        })
      ).statusCode,
    ).toBe(200);
    const mine = (await t.app.inject({ url: '/api/sys/frontend/remotes', headers: bearer(admin) })).json()
      .data.remotes;
    expect(mine.find((r: { name: string }) => r.name === 'remote_orders')).toMatchObject({
      version: V.version,
      integrity,
    });
  });

  it('keeps who, when and from which address in the history', async () => {
    const answer = await t.app.inject({
      method: 'POST',
      url: '/api/sys/frontend/releases/remote_orders/stop-canary',
      headers: bearer(admin),
      remoteAddress: '203.0.113.7',
    });
    expect(answer.statusCode).toBe(200);
    const [last] = (await call('GET', '/frontend/history?remote=remote_orders', admin)).json().data;
    expect(last).toMatchObject({
      action: 'stopCanary',
      version: V.version,
      actor: '系统管理员',
      actorAddress: '203.0.113.7',
    });
    expect(last.createdAt).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);
  });

  it('the upgrade switches off releases already pointing outside the allowed origins and the page shows why', async () => {
    await t.db.query(
      `UPDATE frontend_releases SET entry = 'https://old-cdn.example.org/chat/mf-manifest.json', version = 'old' WHERE remote = 'remote_chat' AND channel = 'stable'`,
    );
    // The portal starts again on the same database (the upgrade's start).
    const restarted = await buildApp(t.config, t.db);
    await restarted.close();
    const rows = (await call('GET', '/frontend/releases', admin)).json().data as Array<{
      remote: string;
      channel: string;
      active: boolean;
      offReason: string | null;
    }>;
    expect(rows.find((r) => r.remote === 'remote_chat' && r.channel === 'stable')).toMatchObject({
      active: false,
      offReason: 'originNotAllowed',
    });
    expect(rows.filter((r) => r.offReason !== null).map((r) => r.remote)).toEqual(['remote_chat']);
    const remotes = (await t.app.inject({ url: '/api/sys/frontend/remotes', headers: bearer(admin) })).json()
      .data.remotes as Array<{ name: string }>;
    expect(remotes.map((r) => r.name)).not.toContain('remote_chat');
    const csp = String((await t.app.inject({ url: '/' })).headers['content-security-policy'] ?? '');
    expect(csp).not.toContain('old-cdn.example.org');
    // A release operator puts it back on an allowed entry; the mark goes.
    const back = await call('PUT', '/frontend/releases/remote_chat/stable', admin, {
      version: '0.1.0',
      entry: '/remotes/remote-chat/mf-manifest.json',
    });
    expect(back.statusCode).toBe(200);
    const fixed = (await call('GET', '/frontend/releases', admin))
      .json()
      .data.find(
        (r: { remote: string; channel: string }) => r.remote === 'remote_chat' && r.channel === 'stable',
      );
    expect(fixed).toMatchObject({ active: true, offReason: null });
  });
});
