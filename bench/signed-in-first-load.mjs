// The signed-in first load of each page a person works in, in KiB transferred and requests: this build,
// another build of the portal (before a change), and ant-design-pro's /welcome, in the same run.
//
//   pnpm run build && node bench/signed-in-first-load.mjs [--runs 3] [--baseline <commit> | --against <dir>]
//                                                         [--pro <ant-design-pro dist folder>]
//
// A first load is a new browser context (no HTTP cache; service workers blocked, so that a worker's
// precaching is not counted as the page's load) holding the account's
// token (localStorage['portal.accessToken']), opening the page and waiting until the network is idle.
// Counted: every response of the page's own origin, as transferred (headers included, compressed as the
// server sent it), and the JavaScript among them. The portal is served by its own server as
// `pnpm start` serves it (brotli). ant-design-pro (build it from its repository, `max build`, and pass
// its `dist`) is served here gzipped, as its deployment notes do with nginx. Its production build calls
// its demo API on another origin (PRO_API): those calls are answered in the browser with its mock's
// signed-in user for /api/currentUser (so that /welcome opens signed in) and an empty success for the
// rest, and counted with the page's own requests. Requests to any other origin (its avatar image) are
// refused and not counted.
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import zlib from 'node:zlib';
import { parseArgs } from 'node:util';
import { COMPARED_BUILD_OPTIONS, startComparedBuild } from './lib/baseline.mjs';
import { launchChromium } from './lib/chromium.mjs';
import { engineerTaskPath, tokenOf } from './lib/accounts.mjs';
import { startPortalServer } from './lib/portal-server.mjs';
import { median } from './lib/stats.mjs';

const { values: args } = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
    ...COMPARED_BUILD_OPTIONS,
    pro: { type: 'string' },
  },
});
const RUNS = Number(args.runs);
const kib = (bytes) => (bytes / 1024).toFixed(1);

const PRO_API = 'https://pro-api.ant-design-demo.workers.dev';
const PRO_USER = {
  name: 'Serati Ma',
  userid: '00000001',
  email: 'antdesign@alipay.com',
  notifyCount: 12,
  unreadCount: 11,
  access: 'admin',
};

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
};

/** ant-design-pro's build, gzipped, with its single-page fallback. */
function serveAntDesignPro(dist) {
  const server = http.createServer((req, res) => {
    const url = new URL(req.url, 'http://x');
    let file = path.join(dist, path.normalize(url.pathname));
    if (!file.startsWith(dist) || !fs.existsSync(file) || fs.statSync(file).isDirectory())
      file = path.join(dist, 'index.html');
    const body = fs.readFileSync(file);
    const type = TYPES[path.extname(file)] ?? 'application/octet-stream';
    const gzip = /\bgzip\b/.test(req.headers['accept-encoding'] ?? '') && !type.startsWith('image/png');
    res.writeHead(200, {
      'content-type': type,
      ...(gzip ? { 'content-encoding': 'gzip' } : {}),
      'cache-control': file.endsWith('index.html') ? 'no-cache' : 'public, max-age=31536000, immutable',
    });
    res.end(gzip ? zlib.gzipSync(body, { level: 6 }) : body);
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve({ baseURL: `http://127.0.0.1:${server.address().port}`, stop: () => server.close() }),
    ),
  );
}

/** One cold first load: KiB and requests of the page's own origin until the network is idle. */
async function firstLoad(browser, baseURL, pagePath, token, apiOrigin) {
  const context = await browser.newContext({ locale: 'zh-CN', serviceWorkers: 'block' });
  try {
    if (token) await context.addInitScript((t) => localStorage.setItem('portal.accessToken', t), token);
    await context.route(
      (url) => !url.href.startsWith(baseURL),
      (route) => {
        const url = new URL(route.request().url());
        if (url.origin !== apiOrigin) return route.abort();
        const data =
          url.pathname === '/api/currentUser' ? PRO_USER : url.pathname === '/api/notices' ? [] : {};
        return route.fulfill({
          json: { success: true, data },
          headers: { 'access-control-allow-origin': '*', 'access-control-allow-headers': '*' },
        });
      },
    );
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    const seen = new Map();
    cdp.on('Network.responseReceived', ({ requestId, type, response }) => {
      if (response.url.startsWith(baseURL) || (apiOrigin && response.url.startsWith(apiOrigin)))
        seen.set(requestId, { type, bytes: 0 });
    });
    cdp.on('Network.loadingFinished', ({ requestId, encodedDataLength }) => {
      const entry = seen.get(requestId);
      if (entry) entry.bytes = encodedDataLength;
    });
    await page.goto(`${baseURL}${pagePath}`, { waitUntil: 'networkidle' });
    const entries = [...seen.values()];
    return {
      bytes: entries.reduce((sum, e) => sum + e.bytes, 0),
      jsBytes: entries.filter((e) => e.type === 'Script').reduce((sum, e) => sum + e.bytes, 0),
      requests: entries.length,
      landed: new URL(page.url()).pathname,
    };
  } finally {
    await context.close();
  }
}

const stops = [];
try {
  const portals = [];
  const current = await startPortalServer();
  stops.push(current.stop);
  portals.push({ name: 'this build', baseURL: current.baseURL });
  const compared = await startComparedBuild(args);
  if (compared) {
    stops.push(compared.stop);
    portals.push(compared);
  }
  const rows = [];
  const browser = await launchChromium();
  try {
    for (const portal of portals) {
      const tokens = {};
      for (const user of ['customer', 'admin', 'engineer'])
        tokens[user] = await tokenOf(portal.baseURL, user);
      const pages = [
        ['/workplace', 'customer'],
        ['/dispatchStation', 'admin'],
        ['/orderQuery', 'customer'],
        ['/myTasks', 'engineer'],
        [await engineerTaskPath(portal.baseURL, tokens.engineer), 'engineer'],
      ];
      for (const [pagePath, user] of pages) {
        const runs = [];
        for (let run = 0; run < RUNS; run += 1)
          runs.push(await firstLoad(browser, portal.baseURL, pagePath, tokens[user]));
        rows.push({ build: portal.name, page: pagePath.replace(/\?.*/, ''), runs });
      }
    }
    if (args.pro) {
      const pro = await serveAntDesignPro(path.resolve(args.pro));
      stops.push(pro.stop);
      const runs = [];
      for (let run = 0; run < RUNS; run += 1)
        runs.push(await firstLoad(browser, pro.baseURL, '/welcome', null, PRO_API));
      if (runs.some((r) => r.landed !== '/welcome'))
        throw new Error(`ant-design-pro did not open /welcome signed in (landed on ${runs[0].landed})`);
      rows.push({ build: 'ant-design-pro', page: '/welcome', runs });
    }
  } finally {
    await browser.close();
  }
  console.log(`signed-in first load (cold: no HTTP cache, no service worker), median of ${RUNS}`);
  console.log(
    `${'build'.padEnd(16)} ${'page'.padEnd(22)} ${'KiB'.padStart(8)} ${'JS KiB'.padStart(8)} requests`,
  );
  for (const { build, page, runs } of rows) {
    console.log(
      `${build.padEnd(16)} ${page.padEnd(22)} ${kib(median(runs.map((r) => r.bytes))).padStart(8)} ` +
        `${kib(median(runs.map((r) => r.jsBytes))).padStart(8)} ${String(median(runs.map((r) => r.requests))).padStart(8)}`,
    );
  }
} finally {
  for (const stop of stops) stop();
}
