import type { FastifyInstance } from 'fastify';
import { SESSION_CACHE_MAX_MS } from '../src/config';
import { createTestApp, login, bearer, type TestApp } from './helpers/test-app';
import { userId } from './dispatch-fixtures';
import { describeTwoProcesses, twoProcesses } from './helpers/two-processes';

const DETAIL = '/api/order/user/detail';

async function status(app: FastifyInstance, token: string, url = DETAIL): Promise<number> {
  return (await app.inject({ url, headers: bearer(token) })).statusCode;
}

/** Milliseconds until `app` answers `expected` for the token (gives up after 3 s). */
async function msUntil(app: FastifyInstance, token: string, expected: number, url = DETAIL): Promise<number> {
  const started = Date.now();
  while (Date.now() - started < 3000) {
    if ((await status(app, token, url)) === expected) return Date.now() - started;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return Infinity;
}

/** Signs in and reads a few times, so the session sits in the cache. */
async function warm(app: FastifyInstance, username: string): Promise<string> {
  const token = await login(app, username);
  for (let i = 0; i < 3; i += 1) expect(await status(app, token)).toBe(200);
  return token;
}

describe('session cache: an ended session or a removed user is refused within a second', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    expect(t.config.sessionCacheMs).toBe(SESSION_CACHE_MAX_MS);
  });
  afterAll(() => t.close());

  it('logout, a password reset and an invalidated user are refused at once in the process that made the change', async () => {
    const admin = await login(t.app, 'admin');
    const customer = await warm(t.app, 'customer');
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: bearer(customer) })).statusCode,
    ).toBe(200);
    expect(await status(t.app, customer)).toBe(401);

    const engineer = await warm(t.app, 'engineer');
    const reset = await t.app.inject({
      method: 'PUT',
      url: `/api/sys/user/${await userId(t.db, 'engineer')}/password`,
      headers: bearer(admin),
      payload: { password: 'engineer-9x' },
    });
    expect(reset.statusCode).toBe(200);
    expect(await status(t.app, engineer)).toBe(401);

    const finance = await warm(t.app, 'finance');
    const invalid = await t.app.inject({
      method: 'POST',
      url: '/api/sys/user/invalid',
      headers: bearer(admin),
      payload: { id: await userId(t.db, 'finance') },
    });
    expect(invalid.statusCode).toBe(200);
    expect(await status(t.app, finance)).toBe(401);
  });

  it('a withdrawn dispatch right counts on the next request', async () => {
    const admin = await login(t.app, 'admin');
    const token = await warm(t.app, 'pm');
    const id = await userId(t.db, 'pm');
    const user = (await t.app.inject({ url: `/api/sys/user/${id}`, headers: bearer(admin) })).json().data;
    const grant = {
      name: user.name,
      authority: user.authority,
      allowDispatch: true,
      customId: user.customId ?? null,
      phone: user.phone ?? undefined,
      jobId: user.jobId,
      deptId: user.deptId,
    };
    const put = (allowDispatch: boolean) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/sys/user/${id}`,
        headers: bearer(admin),
        payload: { ...grant, allowDispatch },
      });
    expect((await put(true)).statusCode).toBe(200);
    expect(await status(t.app, token, '/api/customer/dispatch/counts')).toBe(200);
    expect((await put(false)).statusCode).toBe(200);
    expect(await status(t.app, token, '/api/customer/dispatch/counts')).toBe(403);
  });

  it('a change written straight to the database (no notice) is refused within the cache time', async () => {
    const token = await warm(t.app, 'sales');
    await t.db.query(`UPDATE users SET is_delete = true WHERE username = 'sales'`);
    expect(await msUntil(t.app, token, 401)).toBeLessThanOrEqual(SESSION_CACHE_MAX_MS + 100);
    const other = await warm(t.app, 'manager');
    await t.db.query(`UPDATE sessions SET revoked_at = now() WHERE user_id = $1`, [
      await userId(t.db, 'manager'),
    ]);
    expect(await msUntil(t.app, other, 401)).toBeLessThanOrEqual(SESSION_CACHE_MAX_MS + 100);
  });
});

describeTwoProcesses('session-cache')(
  'session cache across server processes (two app instances on one PostgreSQL)',
  () => {
    const { apps, dbs } = twoProcesses();

    it('a logout, an invalidated user and a withdrawn right on one process count on the other within a second', async () => {
      const [one, two] = apps;
      const token = await login(one, 'customer');
      for (let i = 0; i < 3; i += 1) expect(await status(two, token)).toBe(200);
      expect(
        (await one.inject({ method: 'POST', url: '/api/auth/logout', headers: bearer(token) })).statusCode,
      ).toBe(200);
      expect(await msUntil(two, token, 401)).toBeLessThanOrEqual(SESSION_CACHE_MAX_MS);

      const admin = await login(one, 'admin');
      const finance = await login(one, 'finance');
      for (let i = 0; i < 3; i += 1) expect(await status(two, finance)).toBe(200);
      expect(
        (
          await one.inject({
            method: 'POST',
            url: '/api/sys/user/invalid',
            headers: bearer(admin),
            payload: { id: await userId(dbs[0], 'finance') },
          })
        ).statusCode,
      ).toBe(200);
      expect(await msUntil(two, finance, 401)).toBeLessThanOrEqual(SESSION_CACHE_MAX_MS);
    });
  },
);

describe('the user info that comes with a cached session follows every change to the user or the company', () => {
  let t: TestApp;
  // A cache time far beyond the test: only the notices sent by the database's triggers can refresh the entries.
  beforeAll(async () => {
    t = await createTestApp({ sessionCacheMs: 60_000 });
  });
  afterAll(() => t.close());

  async function detailUntil(
    token: string,
    matches: (data: Record<string, unknown>) => boolean,
  ): Promise<number> {
    const started = Date.now();
    while (Date.now() - started < 5000) {
      const res = await t.app.inject({ url: DETAIL, headers: bearer(token) });
      if (res.statusCode === 200 && matches(res.json().data)) return Date.now() - started;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    return Infinity;
  }

  it('a name, phone or company name written straight to the database shows on the next reads', async () => {
    const token = await warm(t.app, 'customer');
    await t.db.query(`UPDATE users SET name = '改名客户', phone = '13911112222' WHERE username = 'customer'`);
    expect(await detailUntil(token, (d) => d.name === '改名客户' && d.phone === '13911112222')).toBeLessThan(
      2000,
    );
    await t.db.query(
      `UPDATE customer_companies SET name = '改名公司' WHERE id = (SELECT customer_id FROM users WHERE username = 'customer')`,
    );
    expect(await detailUntil(token, (d) => d.customIdName === '改名公司')).toBeLessThan(2000);
  });

  it('a departed user is refused on the next reads though the cache time has not passed', async () => {
    const token = await warm(t.app, 'sales');
    await t.db.query(`UPDATE users SET status = 'left' WHERE username = 'sales'`);
    expect(await msUntil(t.app, token, 401)).toBeLessThan(2000);
  });
});
