import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createTestApp, type TestApp } from './helpers/test-app';
import { contentSecurityPolicy, remoteOrigins } from '../src/domain/content-security-policy';

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

const directives = (policy: string) => Object.fromEntries(policy.split('; ').map((d) => [d.split(' ')[0], d.split(' ').slice(1)]));

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

  it("adds the origins of the remotes' configured entries as soon as they are published", async () => {
    await t.db.query(`UPDATE frontend_releases SET entry = 'https://cdn.example.com:8443/dispatch/mf-manifest.json' WHERE remote = 'remote_dispatch'`);
    const csp = directives(String((await t.app.inject({ url: '/' })).headers['content-security-policy']));
    expect(csp['script-src']).toEqual(["'self'", 'https://cdn.example.com:8443']);
    expect(csp['connect-src']).toContain('https://cdn.example.com:8443');
  });

  it('reads origins from absolute http(s) entries only', () => {
    expect(remoteOrigins(['/remotes/a/mf-manifest.json', 'http://a.test/x.json', 'https://b.test:9/y', 'http://a.test/z', '//c.test/x', 'javascript:x'])).toEqual([
      'http://a.test',
      'https://b.test:9',
    ]);
    expect(contentSecurityPolicy([])).not.toMatch(/unsafe-eval|script-src[^;]*unsafe-inline/);
  });
});
