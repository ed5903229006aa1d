// First load of the login page in Debian's Chromium, as a new user gets it: a cold cache each run,
// the server started the way `pnpm start` runs it (built host and remotes served by the portal's own
// server). Prints the JavaScript transferred before the password field is usable (real transfer
// sizes from the network, headers included), the time to that field, and each remote's own chunks
// as the server sends them.
//
//   pnpm run build && pnpm run bench            (or: node bench/first-load.mjs [--runs 5] [--port 8133])
//
// Every case runs twice in the same browser: with the browser's usual Accept-Encoding, and with
// `Accept-Encoding: identity` (what an uncompressed server sends), on loopback and on a throttled
// link (10 Mbit/s down, 40 ms round trip).
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { launchChromium } from './lib/chromium.mjs';
import { root, startPortalServer } from './lib/portal-server.mjs';

const REMOTES = ['remote-orders', 'remote-dispatch', 'remote-chat', 'remote-admin'];
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`;
const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

const { values: args } = parseArgs({
  options: { runs: { type: 'string', default: '5' }, port: { type: 'string', default: process.env.BENCH_PORT ?? '8133' } },
});
const RUNS = Number(args.runs);
const NETWORKS = [
  { name: 'loopback', conditions: null },
  { name: '10 Mbit/s, 40 ms', conditions: { offline: false, latency: 40, downloadThroughput: (10 * 1024 * 1024) / 8, uploadThroughput: (5 * 1024 * 1024) / 8 } },
];

/** One cold load of /login: the scripts fetched before the password field is usable, and when that was. */
async function loadOnce(browser, baseURL, { identity, conditions }) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  if (identity) await cdp.send('Network.setExtraHTTPHeaders', { headers: { 'Accept-Encoding': 'identity' } });
  if (conditions) await cdp.send('Network.emulateNetworkConditions', conditions);
  const requests = new Map();
  cdp.on('Network.responseReceived', (e) => {
    const r = requests.get(e.requestId) ?? {};
    requests.set(e.requestId, { ...r, url: e.response.url, type: e.type, encoding: e.response.headers['content-encoding'] ?? e.response.headers['Content-Encoding'] ?? '' });
  });
  cdp.on('Network.loadingFinished', (e) => {
    const r = requests.get(e.requestId) ?? {};
    requests.set(e.requestId, { ...r, bytes: e.encodedDataLength, finishedAt: e.timestamp });
  });
  await page.goto(`${baseURL}/login`);
  const usableAt = await page.waitForFunction(
    () => {
      const input = document.querySelector('input[type="password"]');
      return input && !input.disabled && input.getBoundingClientRect().width > 0 ? performance.now() : null;
    },
    null,
    { polling: 'raf', timeout: 120_000 },
  );
  const ms = await usableAt.jsonValue();
  const scripts = [...requests.values()].filter((r) => r.type === 'Script' && r.bytes !== undefined);
  await context.close();
  return { ms, scripts };
}

/** The body's size as sent (not decoded) when br and gzip are accepted. */
function rawGet(url) {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: { 'accept-encoding': 'br, gzip' } }, (res) => {
        let bytes = 0;
        res.on('data', (chunk) => (bytes += chunk.length));
        res.on('end', () => (res.statusCode === 200 ? resolve({ bytes, encoding: res.headers['content-encoding'] ?? 'none' }) : reject(new Error(`${url}: ${res.statusCode}`))));
      })
      .on('error', reject);
  });
}

/** What the server sends of each remote's own code (remoteEntry.js and its exposed modules' chunks, shared libraries excluded). */
async function remoteChunks(baseURL) {
  const rows = [];
  for (const dir of REMOTES) {
    const manifest = JSON.parse(fs.readFileSync(path.join(root, dir, 'dist', 'mf-manifest.json'), 'utf8'));
    const shared = new Set(manifest.shared.flatMap((s) => [...(s.assets?.js?.sync ?? []), ...(s.assets?.js?.async ?? [])]));
    const files = new Set([manifest.metaData.remoteEntry.name]);
    for (const expose of manifest.exposes) for (const f of [...expose.assets.js.sync, ...expose.assets.js.async]) if (!shared.has(f)) files.add(f);
    for (const file of files) {
      const { bytes, encoding } = await rawGet(`${baseURL}/remotes/${dir}/${file}`);
      rows.push({ dir, file, bytes, encoding });
    }
  }
  return rows;
}

const { baseURL, stop } = await startPortalServer({ port: Number(args.port) });
const browser = await launchChromium();
try {
  await loadOnce(browser, baseURL, { identity: false, conditions: null }); // warms the server's file cache
  const results = [];
  let detail = null;
  for (const network of NETWORKS) {
    for (const identity of [true, false]) {
      const runs = [];
      for (let i = 0; i < RUNS; i += 1) runs.push(await loadOnce(browser, baseURL, { identity, conditions: network.conditions }));
      const bytes = runs.map((r) => r.scripts.reduce((n, s) => n + s.bytes, 0));
      results.push({ network: network.name, encoding: identity ? 'identity' : 'as sent', kib: median(bytes), files: runs[0].scripts.length, ms: median(runs.map((r) => r.ms)) });
      if (!identity && !network.conditions) detail = runs[0].scripts;
    }
  }
  console.log(`JS before the login page's password field is usable (${RUNS} cold runs each, median):`);
  console.log(`  ${'network'.padEnd(18)} ${'encoding'.padEnd(9)} ${'JS transferred'.padStart(15)} ${'files'.padStart(6)} ${'usable after'.padStart(13)}`);
  for (const r of results) {
    console.log(`  ${r.network.padEnd(18)} ${r.encoding.padEnd(9)} ${kb(r.kib).padStart(15)} ${String(r.files).padStart(6)} ${`${r.ms.toFixed(0)} ms`.padStart(13)}`);
  }
  console.log('\nScripts of one run as sent (loopback):');
  for (const s of detail.sort((a, b) => b.bytes - a.bytes)) console.log(`  ${kb(s.bytes).padStart(10)}  ${(s.encoding || 'none').padEnd(5)} ${new URL(s.url).pathname}`);
  console.log("\nEach remote's own chunks as the server sends them (br when offered):");
  const chunks = await remoteChunks(baseURL);
  for (const dir of REMOTES) {
    const own = chunks.filter((c) => c.dir === dir);
    const largest = own.reduce((a, b) => (b.bytes > a.bytes ? b : a));
    console.log(`  ${kb(own.reduce((n, c) => n + c.bytes, 0)).padStart(10)}  ${dir} (${own.length} files; largest ${kb(largest.bytes)} ${largest.file}, ${largest.encoding})`);
  }
} finally {
  await browser.close();
  stop();
}
