import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
let root: string;

beforeAll(async () => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-sw-'));
  const dist = path.join(root, 'host', 'dist');
  fs.mkdirSync(path.join(dist, 'icons'), { recursive: true });
  fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><div id="root"></div>');
  fs.writeFileSync(path.join(dist, 'sw.js'), 'self.addEventListener("fetch", () => {});');
  fs.writeFileSync(path.join(dist, 'manifest.webmanifest'), JSON.stringify({ name: 'portal' }));
  fs.writeFileSync(path.join(dist, 'icons', 'icon-192.png'), Buffer.from([137, 80, 78, 71]));
  fs.writeFileSync(path.join(dist, 'photo-compression-worker.js'), 'self.onmessage = () => {};');
  t = await createTestApp({ staticRoot: root });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(root, { recursive: true, force: true });
});

describe('the service worker and the web app manifest', () => {
  it('serves /sw.js revalidated on every load, as script, under the portal policy', async () => {
    const res = await t.app.inject({ url: '/sw.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.headers['cache-control']).toBe('no-cache');
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("worker-src 'self'");
    expect(csp).not.toContain('unsafe-eval');
  });

  it('serves the manifest and its icons from the root, not as the host page', async () => {
    const manifest = await t.app.inject({ url: '/manifest.webmanifest' });
    expect(manifest.statusCode).toBe(200);
    expect(manifest.json()).toEqual({ name: 'portal' });
    const icon = await t.app.inject({ url: '/icons/icon-192.png' });
    expect(icon.statusCode).toBe(200);
    expect(icon.headers['content-type']).toBe('image/png');
  });

  it('serves the photo compression worker from the root as script, revalidated, which the page may start', async () => {
    const worker = await t.app.inject({ url: '/photo-compression-worker.js' });
    expect(worker.statusCode).toBe(200);
    expect(worker.headers['content-type']).toMatch(/javascript/);
    expect(worker.headers['cache-control']).toBe('no-cache');
    const page = await t.app.inject({ url: '/myTasks', headers: { accept: 'text/html' } });
    expect(String(page.headers['content-security-policy'])).toContain("worker-src 'self'");
  });

  it('keeps the page policy on the host page, which lets the page load its worker and manifest', async () => {
    const res = await t.app.inject({ url: '/myTasks', headers: { accept: 'text/html' } });
    expect(res.statusCode).toBe(200);
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toMatch(/default-src 'self'/);
    expect(csp).toContain("worker-src 'self'");
  });
});
