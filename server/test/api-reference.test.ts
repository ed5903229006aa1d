import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { bearer, createTestApp, login, type TestApp } from './helpers/test-app';
import { menuPaths, type MenuItem } from '../src/modules/users/menus';

/*
 * The API reference page (/apiReference, remote_admin/ApiReference): in the managers' menus only, a
 * page of the portal under its Content-Security-Policy, its reference bundle a chunk of the admin
 * remote served from this server, and the document it reads public on this server.
 */

const SCALAR_CHUNK = 'scalar-api-reference.0123abcd.js';
let t: TestApp;
let root: string;

beforeAll(async () => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-api-reference-'));
  fs.mkdirSync(path.join(root, 'host', 'dist'), { recursive: true });
  fs.writeFileSync(path.join(root, 'host', 'dist', 'index.html'), '<!doctype html><div id="root"></div>');
  fs.mkdirSync(path.join(root, 'remote-admin', 'dist'), { recursive: true });
  fs.writeFileSync(path.join(root, 'remote-admin', 'dist', SCALAR_CHUNK), 'window.Scalar={};');
  t = await createTestApp({ staticRoot: root, releaseOrigins: ['https://cdn.example.com:8443'] });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(root, { recursive: true, force: true });
});

async function menusOf(username: string): Promise<MenuItem[]> {
  const res = await t.app.inject({
    url: '/api/order/user/detail',
    headers: bearer(await login(t.app, username)),
  });
  expect(res.statusCode).toBe(200);
  return (res.json().data as { menus: MenuItem[] }).menus;
}

const directives = (policy: string) =>
  Object.fromEntries(policy.split('; ').map((d) => [d.split(' ')[0], d.split(' ').slice(1)]));

describe('the API reference page', () => {
  it('is a menu entry of managers (with or without allowDispatch), in the system group', async () => {
    for (const username of ['admin', 'manager']) {
      const entry = (await menusOf(username)).find((item) => item.path === '/apiReference');
      expect([username, entry]).toEqual([
        username,
        expect.objectContaining({
          title: 'menu.apiReference',
          component: 'remote_admin/ApiReference',
          icon: 'ApiOutlined',
          hidden: false,
          group: 'menuGroup.system',
        }),
      ]);
    }
  });

  it('is in no menu of a customer or an engineer', async () => {
    for (const username of ['customer', 'engineer']) {
      expect([username, menuPaths(await menusOf(username)).includes('/apiReference')]).toEqual([
        username,
        false,
      ]);
    }
  });

  it("is a page of the portal, under its policy: scripts from this server and the release origins only, no inline script, no eval, fonts and connections to this server's origins", async () => {
    const page = await t.app.inject({ url: '/apiReference' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    const csp = directives(String(page.headers['content-security-policy']));
    expect(csp['script-src']).toEqual(["'self'", 'https://cdn.example.com:8443']);
    expect(csp['connect-src']).toEqual(["'self'", 'https://cdn.example.com:8443']);
    expect(csp['font-src']).toEqual(["'self'", 'https://cdn.example.com:8443', 'data:']);
    for (const directive of Object.values(csp)) {
      expect(directive).not.toContain("'unsafe-eval'");
    }
    expect(csp['script-src']).not.toContain("'unsafe-inline'");
  });

  it("serves the reference's chunk from this server, with the admin remote's files", async () => {
    const chunk = await t.app.inject({ url: `/remotes/remote-admin/${SCALAR_CHUNK}` });
    expect(chunk.statusCode).toBe(200);
    expect(chunk.headers['content-type']).toContain('javascript');
    expect(chunk.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(chunk.body).toBe('window.Scalar={};');
  });

  it('reads the OpenAPI document of this server, which needs no sign-in', async () => {
    const doc = await t.app.inject({ url: '/api/openapi.json' });
    expect(doc.statusCode).toBe(200);
    expect(doc.json()).toMatchObject({ openapi: '3.1.0' });
  });
});
