import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { bearer, createTestApp, login, type TestApp } from './helpers/test-app';
import { RELEASE_CHANGE_CHANNEL } from '../src/modules/releases/remote-releases';
import { contentSecurityPolicy, remoteOrigins } from '../src/lib/content-security-policy';
import { RELEASE_ENTRIES_CACHE_MS, ReleaseEntriesCache } from '../src/plugins/security-headers';

let t: TestApp;
let root: string;

beforeAll(async () => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-csp-'));
  fs.mkdirSync(path.join(root, 'host', 'dist'), { recursive: true });
  fs.writeFileSync(path.join(root, 'host', 'dist', 'index.html'), '<!doctype html><div id="root"></div>');
  t = await createTestApp({ staticRoot: root });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(root, { recursive: true, force: true });
});

/** Asks `read` again every few milliseconds until it gives `expected` (deeply equal), for at most `timeoutMs`. */
async function eventually<T>(read: () => Promise<T> | T, expected: T, timeoutMs = 5_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (JSON.stringify(value) === JSON.stringify(expected) || Date.now() > deadline) {
      expect(value).toEqual(expected);
      return;
    }
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

const directives = (policy: string) =>
  Object.fromEntries(policy.split('; ').map((d) => [d.split(' ')[0], d.split(' ').slice(1)]));

describe('Content-Security-Policy', () => {
  it('allows scripts from this server only (no inline, no eval) and no framing', async () => {
    const page = await t.app.inject({ url: '/orderQuery' });
    expect(page.headers['content-type']).toContain('text/html');
    const csp = directives(String(page.headers['content-security-policy']));
    expect(csp['script-src']).toEqual(["'self'"]);
    expect(csp['frame-ancestors']).toEqual(["'none'"]);
    expect(csp['object-src']).toEqual(["'none'"]);
    expect(page.headers['x-frame-options']).toBe('DENY');
    expect(page.headers['x-content-type-options']).toBe('nosniff');
  });

  const scriptOrigins = async () =>
    directives(String((await t.app.inject({ url: '/' })).headers['content-security-policy']))['script-src'];

  it("adds a release's origin to the next page's policy as soon as it is rolled out through the API", async () => {
    expect(await scriptOrigins()).toEqual(["'self'"]);
    const auth = bearer(await login(t.app, 'admin'));
    const entry = 'https://cdn.example.com:8443/dispatch/2.0.0/mf-manifest.json';
    const published = await t.app.inject({
      method: 'POST',
      url: '/api/sys/frontend/versions',
      headers: auth,
      payload: { remote: 'remote_dispatch', version: '2.0.0', entry },
    });
    expect(published.statusCode).toBe(200);
    // Published is not yet rolled out: nobody loads it, the policy stays as it was.
    expect(await scriptOrigins()).toEqual(["'self'"]);
    const canary = await t.app.inject({
      method: 'POST',
      url: '/api/sys/frontend/releases/remote_dispatch/canary',
      headers: auth,
      payload: { version: '2.0.0', rolloutUsers: [], rolloutPercent: 10 },
    });
    expect(canary.statusCode).toBe(200);
    const csp = directives(String((await t.app.inject({ url: '/' })).headers['content-security-policy']));
    expect(csp['script-src']).toEqual(["'self'", 'https://cdn.example.com:8443']);
    expect(csp['connect-src']).toContain('https://cdn.example.com:8443');

    const stopped = await t.app.inject({
      method: 'POST',
      url: '/api/sys/frontend/releases/remote_dispatch/stop-canary',
      headers: auth,
    });
    expect(stopped.statusCode).toBe(200);
    expect(await scriptOrigins()).toEqual(["'self'"]);
  });

  it('every release change through the API is announced on the NOTIFY channel', async () => {
    const heard: string[] = [];
    const unlisten = await t.db.listen(RELEASE_CHANGE_CHANNEL, (payload) => heard.push(payload));
    try {
      const auth = bearer(await login(t.app, 'admin'));
      const entry = 'https://edge.example.org/dispatch/3.0.0/mf-manifest.json';
      await t.app.inject({
        method: 'POST',
        url: '/api/sys/frontend/versions',
        headers: auth,
        payload: { remote: 'remote_dispatch', version: '3.0.0', entry },
      });
      const promoted = await t.app.inject({
        method: 'POST',
        url: '/api/sys/frontend/releases/remote_dispatch/promote',
        headers: auth,
        payload: { version: '3.0.0' },
      });
      expect(promoted.statusCode).toBe(200);
      await eventually(() => heard, ['remote_dispatch']);
      expect(await scriptOrigins()).toEqual(["'self'", 'https://edge.example.org']);
      const rolledBack = await t.app.inject({
        method: 'POST',
        url: '/api/sys/frontend/releases/remote_dispatch/rollback',
        headers: auth,
      });
      expect(rolledBack.statusCode).toBe(200);
      await eventually(() => heard.length, 2);
      expect(await scriptOrigins()).toEqual(["'self'"]);
    } finally {
      await unlisten();
    }
  });

  it("a change committed by another process is in this process's next page once its NOTIFY arrives", async () => {
    // Cached now: without the NOTIFY this process would keep the old entries for RELEASE_ENTRIES_CACHE_MS.
    expect(await scriptOrigins()).toEqual(["'self'"]);
    const cachedAt = Date.now();
    await t.db.transaction(async (tx) => {
      await tx.query(
        `UPDATE frontend_releases SET entry = 'https://other.example.net/chat/mf-manifest.json' WHERE remote = 'remote_chat' AND channel = 'stable'`,
      );
      await tx.query('SELECT pg_notify($1, $2)', [RELEASE_CHANGE_CHANNEL, 'remote_chat']);
    });
    await eventually(() => scriptOrigins(), ["'self'", 'https://other.example.net']);
    expect(Date.now() - cachedAt).toBeLessThan(RELEASE_ENTRIES_CACHE_MS);
    await t.db.query(
      `UPDATE frontend_releases SET entry = '/remotes/remote-chat/mf-manifest.json' WHERE remote = 'remote_chat' AND channel = 'stable'`,
    );
    await t.db.notify(RELEASE_CHANGE_CHANNEL, 'remote_chat');
    await eventually(() => scriptOrigins(), ["'self'"]);
  });

  it(`a release row changed by hand in the database is in the policy within ${RELEASE_ENTRIES_CACHE_MS} ms`, async () => {
    expect(await scriptOrigins()).toEqual(["'self'"]);
    await t.db.query(
      `UPDATE frontend_releases SET entry = 'https://by-hand.example.com/chat/mf-manifest.json' WHERE remote = 'remote_chat' AND channel = 'stable'`,
    );
    const changedAt = Date.now();
    await eventually(() => scriptOrigins(), ["'self'", 'https://by-hand.example.com']);
    expect(Date.now() - changedAt).toBeLessThanOrEqual(RELEASE_ENTRIES_CACHE_MS + 500); // the slack is the page request itself on a busy machine;
  });

  it('reads origins from absolute http(s) entries only', () => {
    expect(
      remoteOrigins([
        '/remotes/a/mf-manifest.json',
        'http://a.test/x.json',
        'https://b.test:9/y',
        'http://a.test/z',
        '//c.test/x',
        'javascript:x',
      ]),
    ).toEqual(['http://a.test', 'https://b.test:9']);
    expect(contentSecurityPolicy([])).not.toMatch(/unsafe-eval|script-src[^;]*unsafe-inline/);
  });
});

describe('ReleaseEntriesCache', () => {
  it('reads once per time limit, however many pages are answered, and again after forget', async () => {
    let reads = 0;
    const cache = new ReleaseEntriesCache(async () => [`read ${++reads}`], 1000);
    const t0 = 1_000_000;
    const answers = await Promise.all(Array.from({ length: 50 }, (_, i) => cache.get(t0 + i)));
    expect(new Set(answers.map((a) => a[0]))).toEqual(new Set(['read 1']));
    expect(await cache.get(t0 + 999)).toEqual(['read 1']);
    expect(await cache.get(t0 + 1000)).toEqual(['read 2']);
    cache.forget();
    expect(await cache.get(t0 + 1001)).toEqual(['read 3']);
    expect(reads).toBe(3);
  });

  it('does not keep a read that overlapped a change', async () => {
    let release!: (rows: string[]) => void;
    let reads = 0;
    const cache = new ReleaseEntriesCache(() => {
      reads += 1;
      return reads === 1 ? new Promise<string[]>((resolve) => (release = resolve)) : Promise.resolve(['new']);
    }, 1000);
    const first = cache.get(0);
    cache.forget();
    release(['old']);
    expect(await first).toEqual(['old']);
    expect(await cache.get(1)).toEqual(['new']);
  });
});
