import { createHash } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { createTestApp, login, bearer, type TestApp } from './helpers/test-app';
import { FILE_MAX_BYTES } from '../src/modules/releases/version-integrity';

/** A version's files as a build makes them: a manifest naming the entry, chunks and a stylesheet. */
const FILES: Record<string, string> = {
  'mf-manifest.json': JSON.stringify({
    id: 'remote_orders',
    name: 'remote_orders',
    metaData: {
      name: 'remote_orders',
      remoteEntry: { name: 'remoteEntry.js', path: '', type: 'global' },
      publicPath: 'auto',
    },
    shared: [
      {
        name: 'react',
        assets: { js: { sync: ['100.aaaa1111.js'], async: [] }, css: { sync: [], async: [] } },
      },
    ],
    remotes: [],
    exposes: [
      {
        name: 'OrderList',
        assets: {
          js: { sync: ['__federation_expose_OrderList.bbbb2222.js'], async: ['200.cccc3333.js'] },
          css: { sync: ['300.dddd4444.css'], async: [] },
        },
      },
    ],
  }),
  'remoteEntry.js': 'var remote_orders = {};',
  '100.aaaa1111.js': 'console.log("react");',
  '__federation_expose_OrderList.bbbb2222.js': 'console.log("list");',
  '200.cccc3333.js': 'console.log("lazy");',
  '300.dddd4444.css': '.list{color:red}',
};
const sri = (text: string) => `sha384-${createHash('sha384').update(text).digest('base64')}`;
const expected = Object.fromEntries(Object.entries(FILES).map(([name, text]) => [name, sri(text)]));

// A static origin: /<version>/<file>; `missing/` lacks a chunk, `huge/` has an entry over the size cap,
// `broken/` has no manifest shape, `moved/` redirects.
const served = new Map<string, string>();
for (const [name, text] of Object.entries(FILES)) {
  served.set(`/1.0.0-cdn/${name}`, text);
  served.set(`/1.0.0-missing/${name}`, text);
  served.set(`/1.0.0-late/${name}`, text);
  served.set(`/1.0.0-huge/${name}`, text);
}
served.delete('/1.0.0-missing/200.cccc3333.js');
served.set('/1.0.0-broken/mf-manifest.json', '{"exposes": "not a list"}');
const origin = http.createServer((request, response) => {
  if (request.url === '/1.0.0-moved/mf-manifest.json') {
    response.writeHead(302, { location: 'http://example.invalid/mf-manifest.json' }).end();
    return;
  }
  if (request.url === '/1.0.0-huge/remoteEntry.js') {
    // Sent in pieces without a length: the cap counts what arrives.
    response.writeHead(200);
    const piece = Buffer.alloc(1024 * 1024, 0x20);
    for (let sent = 0; sent <= FILE_MAX_BYTES; sent += piece.length) response.write(piece);
    response.end();
    return;
  }
  const body = served.get(request.url ?? '');
  if (body === undefined) response.writeHead(404).end('not found');
  else response.writeHead(200).end(body);
});

let t: TestApp;
let admin: string;
let cdn: string;
let publishedDir: string;

beforeAll(async () => {
  await new Promise<void>((resolve) => origin.listen(0, '127.0.0.1', resolve));
  cdn = `http://127.0.0.1:${(origin.address() as AddressInfo).port}`;
  publishedDir = fs.mkdtempSync(path.join(os.tmpdir(), 'release-integrity-'));
  const version = path.join(publishedDir, 'remote-orders', '1.0.0-disk');
  fs.mkdirSync(version, { recursive: true });
  for (const [name, text] of Object.entries(FILES)) fs.writeFileSync(path.join(version, name), text);
  // A lazy chunk the manifest does not name: the portal's own folder is hashed whole.
  fs.writeFileSync(path.join(version, '400.eeee5555.js'), 'console.log("deep");');
  t = await createTestApp({ releaseOrigins: [cdn], publishedRemotesDir: publishedDir });
  admin = await login(t.app, 'admin');
});
afterAll(async () => {
  await t.close();
  await new Promise<void>((resolve) => origin.close(() => resolve()));
  fs.rmSync(publishedDir, { recursive: true, force: true });
});

const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object, lang = 'zh-CN') =>
  t.app.inject({
    method,
    url: `/api/sys${url}`,
    headers: { ...bearer(admin), 'accept-language': lang },
    ...(payload ? { payload } : {}),
  });
const recorded = async (version: string) =>
  (
    await t.db.query<{ integrity: Record<string, string> | null }>(
      `SELECT integrity FROM frontend_versions WHERE remote = 'remote_orders' AND version = $1`,
      [version],
    )
  )[0]?.integrity;
const ordersOf = async () =>
  (
    (await call('GET', '/frontend/remotes')).json().data.remotes as Array<{
      name: string;
      version: string;
      integrity: unknown;
    }>
  ).find((r) => r.name === 'remote_orders');

describe('a version added without hashes', () => {
  it('gets the hashes of its manifest and every file it names, fetched from a release origin', async () => {
    const answer = await call('POST', '/frontend/versions', {
      remote: 'remote_orders',
      version: '1.0.0-cdn',
      entry: `${cdn}/1.0.0-cdn/mf-manifest.json`,
    });
    expect(answer.statusCode).toBe(200);
    expect(await recorded('1.0.0-cdn')).toEqual(expected);
    expect(
      (await call('GET', '/frontend/versions'))
        .json()
        .data.find((v: { version: string }) => v.version === '1.0.0-cdn').hashed,
    ).toBe(true);
    // The host then loads it with those hashes.
    expect(
      (
        await call('POST', '/frontend/releases/remote_orders/canary', {
          version: '1.0.0-cdn',
          rolloutUsers: [1],
        })
      ).statusCode,
    ).toBe(200);
    expect(await ordersOf()).toMatchObject({ version: '1.0.0-cdn', integrity: expected });
    expect((await call('POST', '/frontend/releases/remote_orders/stop-canary')).statusCode).toBe(200);
  });

  it("gets the hashes of every file of its folder when it lies in the portal's own /remotes/", async () => {
    const entry = '/remotes/remote-orders/1.0.0-disk/mf-manifest.json';
    expect(
      (await call('POST', '/frontend/versions', { remote: 'remote_orders', version: '1.0.0-disk', entry }))
        .statusCode,
    ).toBe(200);
    expect(await recorded('1.0.0-disk')).toEqual({
      ...expected,
      '400.eeee5555.js': sri('console.log("deep");'),
    });
  });

  it('is refused with a clear message when a file it names cannot be read, and nothing is recorded', async () => {
    const missing = `${cdn}/1.0.0-missing/mf-manifest.json`;
    const zh = await call('POST', '/frontend/versions', {
      remote: 'remote_orders',
      version: '1.0.0-missing',
      entry: missing,
    });
    expect(zh.statusCode).toBe(400);
    expect(zh.json().msg).toBe(
      `无法读取版本文件 ${cdn}/1.0.0-missing/200.cccc3333.js，无法记录其校验值，版本未添加`,
    );
    const en = await call(
      'POST',
      '/frontend/versions',
      { remote: 'remote_orders', version: '1.0.0-missing', entry: missing },
      'en',
    );
    expect(en.json().msg).toBe(
      `The version file ${cdn}/1.0.0-missing/200.cccc3333.js cannot be read, so its hash cannot be recorded; the version was not added`,
    );

    const noFolder = await call('POST', '/frontend/versions', {
      remote: 'remote_orders',
      version: '1.0.0-none',
      entry: '/remotes/remote-orders/1.0.0-none/mf-manifest.json',
    });
    expect([noFolder.statusCode, noFolder.json().msg]).toEqual([
      400,
      '无法读取版本文件 /remotes/remote-orders/1.0.0-none/mf-manifest.json，无法记录其校验值，版本未添加',
    ]);
    // A redirect is not followed (it could lead outside the allowed origins).
    const moved = await call('POST', '/frontend/versions', {
      remote: 'remote_orders',
      version: '1.0.0-moved',
      entry: `${cdn}/1.0.0-moved/mf-manifest.json`,
    });
    expect(moved.statusCode).toBe(400);
    const huge = await call('POST', '/frontend/versions', {
      remote: 'remote_orders',
      version: '1.0.0-huge',
      entry: `${cdn}/1.0.0-huge/mf-manifest.json`,
    });
    expect([huge.statusCode, huge.json().msg]).toEqual([
      400,
      `无法读取版本文件 ${cdn}/1.0.0-huge/remoteEntry.js，无法记录其校验值，版本未添加`,
    ]);
    const broken = await call('POST', '/frontend/versions', {
      remote: 'remote_orders',
      version: '1.0.0-broken',
      entry: `${cdn}/1.0.0-broken/mf-manifest.json`,
    });
    expect([broken.statusCode, broken.json().msg]).toEqual([
      400,
      `${cdn}/1.0.0-broken/mf-manifest.json 不是有效的模块清单，版本未添加`,
    ]);
    // An origin that is not allowed is never fetched.
    const outside = await call('POST', '/frontend/versions', {
      remote: 'remote_orders',
      version: '1.0.0-out',
      entry: 'http://127.0.0.1:9/1.0.0/mf-manifest.json',
    });
    expect(outside.json().msg).toMatch(/^入口 .* 不在允许的来源内/);
    expect(
      await t.db.query(
        `SELECT version FROM frontend_versions WHERE version IN ('1.0.0-missing', '1.0.0-none', '1.0.0-moved', '1.0.0-huge', '1.0.0-broken', '1.0.0-out')`,
      ),
    ).toEqual([]);
  });

  it('a version recorded without hashes before cannot be a canary or promoted until it is added again', async () => {
    const entry = `${cdn}/1.0.0-late/mf-manifest.json`;
    await t.db.query(
      `INSERT INTO frontend_versions (remote, version, entry) VALUES ('remote_orders', '1.0.0-late', $1)`,
      [entry],
    );
    const canary = await call('POST', '/frontend/releases/remote_orders/canary', {
      version: '1.0.0-late',
      rolloutUsers: [1],
    });
    expect([canary.statusCode, canary.json().msg]).toEqual([
      400,
      '版本 1.0.0-late 没有记录文件校验值，不能灰度或发布为稳定版本；请重新添加该版本以记录校验值',
    ]);
    const promote = await call(
      'POST',
      '/frontend/releases/remote_orders/promote',
      { version: '1.0.0-late' },
      'en',
    );
    expect([promote.statusCode, promote.json().msg]).toEqual([
      400,
      'Version 1.0.0-late has no recorded file hashes and cannot be a canary or stable version; add the version again to record them',
    ]);
    expect((await ordersOf())?.version).not.toBe('1.0.0-late');

    const again = await call('POST', '/frontend/versions', {
      remote: 'remote_orders',
      version: '1.0.0-late',
      entry,
    });
    expect([again.statusCode, again.json().data.result]).toEqual([200, 'existing']);
    expect(await recorded('1.0.0-late')).toEqual(expected);
    expect(
      (await call('POST', '/frontend/releases/remote_orders/promote', { version: '1.0.0-late' })).statusCode,
    ).toBe(200);
    expect(await ordersOf()).toMatchObject({ version: '1.0.0-late', integrity: expected });
  });
});

describe('a release row saved on the releases page', () => {
  const rowsOf = async (version: string) =>
    t.db.query(`SELECT channel FROM frontend_releases WHERE remote = 'remote_orders' AND version = $1`, [
      version,
    ]);

  it('records the hashes of a new version like adding it does, and the host loads it with them', async () => {
    for (const [name, text] of Object.entries(FILES)) served.set(`/1.0.0-row/${name}`, text);
    const entry = `${cdn}/1.0.0-row/mf-manifest.json`;
    const saved = await call('PUT', '/frontend/releases/remote_orders/canary', {
      version: '1.0.0-row',
      entry,
      rolloutPercent: 0,
      rolloutUsers: [1],
    });
    expect(saved.statusCode).toBe(200);
    expect(await recorded('1.0.0-row')).toEqual(expected);
    expect(await ordersOf()).toMatchObject({ version: '1.0.0-row', integrity: expected });
    // Saving it again does not fetch the files again: they are gone from the origin now.
    for (const name of Object.keys(FILES)) served.delete(`/1.0.0-row/${name}`);
    expect(
      (
        await call('PUT', '/frontend/releases/remote_orders/canary', {
          version: '1.0.0-row',
          entry,
          rolloutPercent: 5,
          rolloutUsers: [1],
        })
      ).statusCode,
    ).toBe(200);
    expect((await call('POST', '/frontend/releases/remote_orders/stop-canary')).statusCode).toBe(200);
  });

  it('is refused, and nothing is saved, when a file of its version cannot be read', async () => {
    const entry = `${cdn}/1.0.0-missing/mf-manifest.json`;
    const answer = await call('PUT', '/frontend/releases/remote_orders/canary', {
      version: '1.0.0-missing',
      entry,
      rolloutPercent: 0,
      rolloutUsers: [1],
    });
    expect([answer.statusCode, answer.json().msg]).toEqual([
      400,
      `无法读取版本文件 ${cdn}/1.0.0-missing/200.cccc3333.js，无法记录其校验值，版本未添加`,
    ]);
    expect(await rowsOf('1.0.0-missing')).toEqual([]);
    expect(await recorded('1.0.0-missing')).toBeUndefined();
  });

  it('cannot point a version already published at other files', async () => {
    const other = `${cdn}/1.0.0-late/mf-manifest.json`;
    const answer = await call('PUT', '/frontend/releases/remote_orders/canary', {
      version: '1.0.0-cdn',
      entry: other,
      rolloutPercent: 0,
      rolloutUsers: [1],
    });
    expect([answer.statusCode, answer.json().msg]).toEqual([
      400,
      '版本 1.0.0-cdn 已发布且入口不同，请用新的版本号发布',
    ]);
    expect((await rowsOf('1.0.0-cdn')).length).toBe(0);
  });

  it('needs no hashes for the built-in bundle or for a row switched off', async () => {
    const stable = (
      await t.db.query<{ version: string }>(
        `SELECT version FROM frontend_versions WHERE remote = 'remote_orders' AND entry = '/remotes/remote-orders/mf-manifest.json'`,
      )
    )[0];
    const builtIn = await call('PUT', '/frontend/releases/remote_orders/canary', {
      version: stable.version,
      entry: '/remotes/remote-orders/mf-manifest.json',
      rolloutPercent: 0,
      rolloutUsers: [1],
    });
    expect(builtIn.statusCode).toBe(200);
    const off = await call('PUT', '/frontend/releases/remote_orders/canary', {
      version: '1.0.0-gone',
      entry: `${cdn}/1.0.0-gone/mf-manifest.json`,
      active: false,
    });
    expect(off.statusCode).toBe(200);
    expect(await recorded('1.0.0-gone')).toBeUndefined();
  });
});
