import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { createTestApp, login, bearer, type TestApp } from './helpers/test-app';

let t: TestApp;
let root: string;
const mainJs = `console.log(${JSON.stringify('portal '.repeat(400))});`;
const chunkJs = `export const chunk = ${JSON.stringify('chunk '.repeat(400))};`;
const manifest = JSON.stringify({ name: 'remote_orders', padding: 'x'.repeat(2000) });

function writeWithCompressed(file: string, body: string) {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, body);
  fs.writeFileSync(`${file}.br`, zlib.brotliCompressSync(body));
  fs.writeFileSync(`${file}.gz`, zlib.gzipSync(body));
}

beforeAll(async () => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-compress-'));
  fs.mkdirSync(path.join(root, 'host', 'dist'), { recursive: true });
  fs.writeFileSync(
    path.join(root, 'host', 'dist', 'index.html'),
    '<!doctype html><div id="root"></div><script src="/main.js"></script>',
  );
  writeWithCompressed(path.join(root, 'host', 'dist', 'main.js'), mainJs);
  writeWithCompressed(path.join(root, 'host', 'dist', '776.9ca78922.js'), chunkJs);
  writeWithCompressed(path.join(root, 'remote-orders', 'dist', 'remoteEntry.js'), mainJs);
  writeWithCompressed(path.join(root, 'remote-orders', 'dist', 'mf-manifest.json'), manifest);
  t = await createTestApp({ staticRoot: root });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(root, { recursive: true, force: true });
});

const get = (url: string, acceptEncoding?: string, token?: string) =>
  t.app.inject({
    url,
    headers: {
      ...(acceptEncoding ? { 'accept-encoding': acceptEncoding } : {}),
      ...(token ? bearer(token) : {}),
    },
  });

function decoded(res: Awaited<ReturnType<typeof get>>): string {
  const body = res.rawPayload;
  const encoding = res.headers['content-encoding'];
  if (encoding === 'br') return zlib.brotliDecompressSync(body).toString();
  if (encoding === 'gzip') return zlib.gunzipSync(body).toString();
  return body.toString();
}

describe('static assets are sent as compressed at build', () => {
  it('sends the brotli file to a browser that accepts it, gzip to one that accepts only gzip, the plain file otherwise', async () => {
    const br = await get('/main.js', 'gzip, deflate, br, zstd');
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(br.rawPayload.length).toBeLessThan(mainJs.length / 5);
    expect(decoded(br)).toBe(mainJs);

    const gz = await get('/main.js', 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(decoded(gz)).toBe(mainJs);

    const plain = await get('/main.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(mainJs);
    for (const res of [br, gz, plain]) expect(String(res.headers.vary)).toMatch(/accept-encoding/i);
  });

  it('caches hashed chunks for good and revalidates entries and manifests', async () => {
    const chunk = await get('/776.9ca78922.js', 'br');
    expect(chunk.headers['content-encoding']).toBe('br');
    expect(chunk.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(decoded(chunk)).toBe(chunkJs);
    for (const url of [
      '/main.js',
      '/remotes/remote-orders/remoteEntry.js',
      '/remotes/remote-orders/mf-manifest.json',
    ]) {
      const res = await get(url, 'br');
      expect([url, res.headers['content-encoding'], res.headers['cache-control']]).toEqual([
        url,
        'br',
        'no-cache',
      ]);
    }
    expect(JSON.parse(decoded(await get('/remotes/remote-orders/mf-manifest.json', 'gzip')))).toEqual(
      JSON.parse(manifest),
    );
    const page = await get('/login', 'br');
    expect(page.headers['cache-control']).toBe('no-cache');
    expect(page.body).toContain('<div id="root">');
  });
});

describe('API answers', () => {
  it('compresses JSON of 1 KB and more for callers that accept it, and leaves small answers and other callers alone', async () => {
    const admin = await login(t.app, 'admin');
    const plain = await get('/api/sys/user/page?current=1&size=20', undefined, admin);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.length).toBeGreaterThan(1024);
    const br = await get('/api/sys/user/page?current=1&size=20', 'gzip, deflate, br', admin);
    expect(br.headers['content-encoding']).toBe('br');
    expect(String(br.headers.vary)).toMatch(/accept-encoding/i);
    expect(br.rawPayload.length).toBeLessThan(plain.body.length);
    expect(JSON.parse(decoded(br))).toEqual(plain.json());

    const small = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'accept-encoding': 'br' },
      payload: { username: 'admin', password: 'wrong-password' },
    });
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.json().code).toBe(400);
  });

  it('sends an export as the file it is', async () => {
    const customer = await login(t.app, 'customer');
    const res = await get('/api/customer/order/export', 'gzip, deflate, br', customer);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.rawPayload.subarray(0, 2).toString()).toBe('PK');
  });
});
