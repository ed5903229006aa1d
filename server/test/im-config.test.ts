import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { bearer, createTestApp, login, type TestApp } from './helpers/test-app';

const directives = (policy: string) =>
  Object.fromEntries(policy.split('; ').map((d) => [d.split(' ')[0], d.split(' ').slice(1)]));

describe('GET /api/sys/im/config', () => {
  let root: string;
  beforeAll(() => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-im-config-'));
    fs.mkdirSync(path.join(root, 'host', 'dist'), { recursive: true });
    fs.writeFileSync(path.join(root, 'host', 'dist', 'index.html'), '<!doctype html><div id="root"></div>');
  });
  afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

  it('names no Easemob app without EASEMOB_APP_KEY, and refuses anonymous callers', async () => {
    const t: TestApp = await createTestApp({ staticRoot: root });
    try {
      expect((await t.app.inject({ url: '/api/sys/im/config' })).statusCode).toBe(401);
      const answer = await t.app.inject({
        url: '/api/sys/im/config',
        headers: bearer(await login(t.app, 'admin')),
      });
      expect(answer.json().data).toEqual({ easemob: null, timeZone: 'Asia/Shanghai' });
    } finally {
      await t.close();
    }
  });

  it('names the Easemob app key and lets pages connect to its hosts', async () => {
    const easemob = {
      appKey: 'org#portal',
      url: 'wss://im.example.com/websocket',
      apiUrl: 'https://api.example.com',
    };
    const t: TestApp = await createTestApp({ staticRoot: root, easemob });
    try {
      const answer = await t.app.inject({
        url: '/api/sys/im/config',
        headers: bearer(await login(t.app, 'admin')),
      });
      expect(answer.json().data).toEqual({ easemob, timeZone: 'Asia/Shanghai' });
      const csp = directives(String((await t.app.inject({ url: '/' })).headers['content-security-policy']));
      expect(csp['connect-src']).toEqual(
        expect.arrayContaining(["'self'", 'https://im.example.com', 'https://api.example.com']),
      );
    } finally {
      await t.close();
    }
  });
});
