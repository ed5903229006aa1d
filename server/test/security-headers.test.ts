import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { bearer, createTestApp, login, type TestApp } from './helpers/test-app';
import { contentSecurityPolicy } from '../src/lib/content-security-policy';
import { parseReleaseOrigins } from '../src/config';

let t: TestApp;
let root: string;

beforeAll(async () => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-csp-'));
  fs.mkdirSync(path.join(root, 'host', 'dist'), { recursive: true });
  fs.writeFileSync(path.join(root, 'host', 'dist', 'index.html'), '<!doctype html><div id="root"></div>');
  t = await createTestApp({ staticRoot: root, releaseOrigins: ['https://cdn.example.com:8443'] });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(root, { recursive: true, force: true });
});

const directives = (policy: string) =>
  Object.fromEntries(policy.split('; ').map((d) => [d.split(' ')[0], d.split(' ').slice(1)]));

describe('Content-Security-Policy', () => {
  it('allows scripts from this server only (no inline, no eval) and no framing', async () => {
    const page = await t.app.inject({ url: '/orderQuery' });
    expect(page.headers['content-type']).toContain('text/html');
    const csp = directives(String(page.headers['content-security-policy']));
    expect(csp['script-src']).toEqual(["'self'", 'https://cdn.example.com:8443']);
    expect(csp['frame-ancestors']).toEqual(["'none'"]);
    expect(csp['object-src']).toEqual(["'none'"]);
    expect(page.headers['x-frame-options']).toBe('DENY');
    expect(page.headers['x-content-type-options']).toBe('nosniff');
  });

  const scriptOrigins = async () =>
    directives(String((await t.app.inject({ url: '/' })).headers['content-security-policy']))['script-src'];

  it('allows the release origins of the deployment, whatever releases are rolled out', async () => {
    expect(await scriptOrigins()).toEqual(["'self'", 'https://cdn.example.com:8443']);
    const auth = bearer(await login(t.app, 'admin'));
    const entry = 'https://cdn.example.com:8443/dispatch/2.0.0/mf-manifest.json';
    const published = await t.app.inject({
      method: 'POST',
      url: '/api/sys/frontend/versions',
      headers: auth,
      payload: {
        remote: 'remote_dispatch',
        version: '2.0.0',
        entry,
        integrity: { 'mf-manifest.json': 'sha384-AAAA' },
      },
    });
    expect(published.statusCode).toBe(200);
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
  });

  it('never takes an origin from a release row, even one written into the database by hand', async () => {
    await t.db.query(
      `UPDATE frontend_releases SET entry = 'https://by-hand.example.com/chat/mf-manifest.json' WHERE remote = 'remote_chat' AND channel = 'stable'`,
    );
    await t.db.query(
      `INSERT INTO frontend_versions (remote, version, entry) VALUES ('remote_chat', '9.9.9', 'https://by-hand.example.com/chat/9.9.9/mf-manifest.json')`,
    );
    const policy = String((await t.app.inject({ url: '/' })).headers['content-security-policy']);
    expect(policy).not.toContain('by-hand.example.com');
    // Nor does any page get that entry to load.
    const remotes = await t.app.inject({
      url: '/api/sys/frontend/remotes',
      headers: bearer(await login(t.app, 'admin')),
    });
    expect(JSON.stringify(remotes.json().data)).not.toContain('by-hand.example.com');
    await t.db.query(
      `UPDATE frontend_releases SET entry = '/remotes/remote-chat/mf-manifest.json' WHERE remote = 'remote_chat' AND channel = 'stable'`,
    );
  });

  it('reads RELEASE_ORIGINS as bare http(s) origins and refuses anything else', () => {
    expect(parseReleaseOrigins(' https://b.test:9, http://a.test ,https://b.test:9')).toEqual([
      'http://a.test',
      'https://b.test:9',
    ]);
    expect(parseReleaseOrigins(undefined)).toEqual([]);
    for (const bad of [
      'cdn.example.com',
      'https://cdn.example.com/path',
      'javascript:x',
      'https://u:p@cdn.example.com',
      "'unsafe-inline'",
    ])
      expect(() => parseReleaseOrigins(bad)).toThrow(/RELEASE_ORIGINS/);
    expect(contentSecurityPolicy([])).not.toMatch(/unsafe-eval|script-src[^;]*unsafe-inline/);
  });
});
