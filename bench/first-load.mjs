// First load of the login page in Debian's Chromium, as a new user gets it: a cold cache each run,
// the server started the way `pnpm start` runs it (built host and remotes served by the portal's own
// server). Prints the JavaScript transferred before the password field is usable (real transfer
// sizes from the network, headers included; every script asked for before that moment), the time to
// that field (watched from inside the page on every animation frame, from the document's start), and
// each remote's own chunks as the server sends them.
//
//   pnpm run build && pnpm run bench
//   node bench/first-load.mjs [--runs 5] [--port 8133] [--baseline <commit> | --no-baseline] [--waterfall]
//
// Cases, on loopback and on a throttled link (10 Mbit/s down, 40 ms round trip), all in one browser
// and interleaved run by run so that a busy machine slows them alike:
// - this build with the browser's usual Accept-Encoding, and with `Accept-Encoding: identity`;
// - the baseline: the build of the commit the first-load issue was filed against (b1862cc unless told),
//   checked out under bench/.out, built once, and served by its own server, which sent everything
//   uncompressed. The issue's targets are checked against it: at most 330 KiB of JS before the field
//   is usable, and at most half the baseline's time to it on each link.
// --waterfall prints one load's requests of this build (as sent) on each link: when each started and
// ended, and what started it.
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { prepareBaseline, startBaselineServer } from './lib/baseline.mjs';
import { launchChromium } from './lib/chromium.mjs';
import { root, startPortalServer } from './lib/portal-server.mjs';
import { median } from './lib/stats.mjs';

const REMOTES = ['remote-orders', 'remote-dispatch', 'remote-chat', 'remote-admin'];
const DEFAULT_BASELINE = 'b1862cc';
const TARGET_KIB = 330;
const TARGET_RATIO = 0.5;
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`;

const { values: args } = parseArgs({
  options: {
    runs: { type: 'string', default: '5' },
    port: { type: 'string', default: process.env.BENCH_PORT ?? '8133' },
    baseline: { type: 'string', default: DEFAULT_BASELINE },
    'no-baseline': { type: 'boolean', default: false },
    waterfall: { type: 'boolean', default: false },
  },
});
const RUNS = Number(args.runs);
const PORT = Number(args.port);
const NETWORKS = [
  { name: 'loopback', conditions: null },
  {
    name: '10 Mbit/s, 40 ms',
    conditions: {
      offline: false,
      latency: 40,
      downloadThroughput: (10 * 1024 * 1024) / 8,
      uploadThroughput: (5 * 1024 * 1024) / 8,
    },
  },
];

/** One cold load of /login: the requests made before the password field is usable, and when that was. */
async function loadOnce(browser, baseURL, { identity, conditions }) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  if (identity) await cdp.send('Network.setExtraHTTPHeaders', { headers: { 'Accept-Encoding': 'identity' } });
  if (conditions) await cdp.send('Network.emulateNetworkConditions', conditions);
  const requests = new Map();
  const update = (id, fields) => requests.set(id, { ...requests.get(id), ...fields });
  cdp.on('Network.requestWillBeSent', (e) => {
    const by =
      e.initiator?.url ??
      e.initiator?.stack?.callFrames?.[0]?.url ??
      e.initiator?.stack?.parent?.callFrames?.[0]?.url ??
      e.initiator?.type;
    update(e.requestId, { url: e.request.url, startedAt: e.timestamp, by });
  });
  cdp.on('Network.responseReceived', (e) => {
    update(e.requestId, {
      url: e.response.url,
      type: e.type,
      encoding: e.response.headers['content-encoding'] ?? e.response.headers['Content-Encoding'] ?? '',
    });
  });
  cdp.on('Network.loadingFinished', (e) =>
    update(e.requestId, { bytes: e.encodedDataLength, finishedAt: e.timestamp }),
  );
  // Watched from inside the page, every animation frame from the document's start: the moment the
  // field is usable, not the moment a poll from outside (which Playwright starts after the load event)
  // first sees it.
  await page.addInitScript(() => {
    const check = () => {
      const input = document.querySelector('input[type="password"]');
      if (input && !input.disabled && input.getBoundingClientRect().width > 0)
        window.__usableAt = performance.now();
      else requestAnimationFrame(check);
    };
    requestAnimationFrame(check);
  });
  await page.goto(`${baseURL}/login`, { waitUntil: 'commit' });
  const usableAt = await page.waitForFunction(() => window.__usableAt ?? null, null, { timeout: 120_000 });
  const ms = await usableAt.jsonValue();
  // CDP timestamps are seconds on a monotonic clock; the document request marks the start.
  const all = [...requests.values()].filter((r) => r.bytes !== undefined);
  const t0 = Math.min(...all.map((r) => r.startedAt ?? Infinity));
  const finished = all.map((r) => ({
    ...r,
    start: (r.startedAt - t0) * 1000,
    end: (r.finishedAt - t0) * 1000,
  }));
  // Every script asked for before the field was usable counts, whenever it finished.
  const scripts = finished.filter((r) => r.type === 'Script' && r.start <= ms);
  await context.close();
  return { ms, scripts, requests: finished };
}

/** The body's size as sent (not decoded) when br and gzip are accepted. */
function rawGet(url) {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: { 'accept-encoding': 'br, gzip' } }, (res) => {
        let bytes = 0;
        res.on('data', (chunk) => (bytes += chunk.length));
        res.on('end', () =>
          res.statusCode === 200
            ? resolve({ bytes, encoding: res.headers['content-encoding'] ?? 'none' })
            : reject(new Error(`${url}: ${res.statusCode}`)),
        );
      })
      .on('error', reject);
  });
}

/** What the server sends of each remote's own code (remoteEntry.js and its exposed modules' chunks, shared libraries excluded). */
async function remoteChunks(baseURL) {
  const rows = [];
  for (const dir of REMOTES) {
    const manifest = JSON.parse(fs.readFileSync(path.join(root, dir, 'dist', 'mf-manifest.json'), 'utf8'));
    const shared = new Set(
      manifest.shared.flatMap((s) => [...(s.assets?.js?.sync ?? []), ...(s.assets?.js?.async ?? [])]),
    );
    const files = new Set([manifest.metaData.remoteEntry.name]);
    for (const expose of manifest.exposes)
      for (const f of [...expose.assets.js.sync, ...expose.assets.js.async]) if (!shared.has(f)) files.add(f);
    for (const file of files) {
      const { bytes, encoding } = await rawGet(`${baseURL}/remotes/${dir}/${file}`);
      rows.push({ dir, file, bytes, encoding });
    }
  }
  return rows;
}

const baseline = args['no-baseline'] ? null : prepareBaseline(args.baseline);
const current = await startPortalServer({ port: PORT });
const stops = [current.stop];
let browser;
try {
  const old = baseline ? await startBaselineServer(baseline.dir, { port: PORT ? PORT + 1 : 0 }) : null;
  if (old) stops.push(old.stop);
  browser = await launchChromium();
  const builds = [
    { build: 'this build', baseURL: current.baseURL, identity: false, encoding: 'as sent' },
    { build: 'this build', baseURL: current.baseURL, identity: true, encoding: 'identity' },
    ...(old
      ? [
          {
            build: `baseline ${baseline.sha.slice(0, 7)}`,
            baseURL: old.baseURL,
            identity: false,
            encoding: 'as sent',
            isBaseline: true,
          },
        ]
      : []),
  ];
  for (const b of builds) await loadOnce(browser, b.baseURL, { identity: b.identity, conditions: null }); // warms each server's file cache

  const results = [];
  const details = [];
  for (const network of NETWORKS) {
    const runs = builds.map(() => []);
    for (let i = 0; i < RUNS; i += 1) {
      for (const [k, b] of builds.entries())
        runs[k].push(
          await loadOnce(browser, b.baseURL, { identity: b.identity, conditions: network.conditions }),
        );
    }
    for (const [k, b] of builds.entries()) {
      const bytes = runs[k].map((r) => r.scripts.reduce((n, s) => n + s.bytes, 0));
      results.push({
        ...b,
        network: network.name,
        kib: median(bytes),
        files: median(runs[k].map((r) => r.scripts.length)),
        ms: median(runs[k].map((r) => r.ms)),
        all: runs[k].map((r) => r.ms),
      });
    }
    details.push({ network: network.name, run: runs[0][0] });
  }

  console.log(
    `JS before the login page's password field is usable (${RUNS} cold runs each, median; all runs in brackets):`,
  );
  console.log(
    `  ${'network'.padEnd(18)} ${'build'.padEnd(17)} ${'encoding'.padEnd(9)} ${'JS transferred'.padStart(15)} ${'files'.padStart(6)} ${'usable after'.padStart(13)} ${'vs baseline'.padStart(12)}`,
  );
  for (const r of results) {
    const base = results.find((x) => x.isBaseline && x.network === r.network);
    const ratio = base && !r.isBaseline ? `${(r.ms / base.ms).toFixed(2)}x` : '';
    console.log(
      `  ${r.network.padEnd(18)} ${r.build.padEnd(17)} ${r.encoding.padEnd(9)} ${kb(r.kib).padStart(15)} ${String(r.files).padStart(6)} ${`${r.ms.toFixed(0)} ms`.padStart(13)} ${ratio.padStart(12)}  [${r.all.map((ms) => ms.toFixed(0)).join(' ')}]`,
    );
  }

  console.log("\nThe issue's targets (this build as sent):");
  const verdict = (ok) => (ok ? 'PASS' : 'FAIL');
  for (const network of NETWORKS) {
    const mine = results.find((r) => r.network === network.name && !r.isBaseline && !r.identity);
    console.log(
      `  ${verdict(mine.kib <= TARGET_KIB * 1024)}  ${network.name}: JS before usable ${kb(mine.kib)} <= ${TARGET_KIB} KiB`,
    );
    const base = results.find((r) => r.network === network.name && r.isBaseline);
    if (base) {
      console.log(
        `  ${verdict(mine.ms <= TARGET_RATIO * base.ms)}  ${network.name}: usable after ${mine.ms.toFixed(0)} ms <= ${TARGET_RATIO} x ${base.ms.toFixed(0)} ms of the baseline (${(mine.ms / base.ms).toFixed(2)}x)`,
      );
    } else {
      console.log(`  ----  ${network.name}: time against the baseline not measured (--no-baseline)`);
    }
  }

  const detail = details[0].run;
  console.log('\nScripts of one run as sent (loopback):');
  for (const s of [...detail.scripts].sort((a, b) => b.bytes - a.bytes))
    console.log(
      `  ${kb(s.bytes).padStart(10)}  ${(s.encoding || 'none').padEnd(5)} ${new URL(s.url).pathname}`,
    );
  if (args.waterfall) {
    for (const { network, run } of details) {
      console.log(
        `\nRequests of one run of this build as sent (${network}) until the field was usable (${run.ms.toFixed(0)} ms), ms from the document's request:`,
      );
      for (const r of [...run.requests].sort((a, b) => a.start - b.start)) {
        const by = r.by && /^https?:/.test(r.by) ? new URL(r.by).pathname : (r.by ?? '');
        console.log(
          `  ${r.start.toFixed(0).padStart(5)} -> ${r.end.toFixed(0).padStart(5)}  ${kb(r.bytes).padStart(10)}  ${new URL(r.url).pathname}  (by ${by})`,
        );
      }
    }
  }
  console.log("\nEach remote's own chunks as the server sends them (br when offered):");
  const chunks = await remoteChunks(current.baseURL);
  for (const dir of REMOTES) {
    const own = chunks.filter((c) => c.dir === dir);
    const largest = own.reduce((a, b) => (b.bytes > a.bytes ? b : a));
    console.log(
      `  ${kb(own.reduce((n, c) => n + c.bytes, 0)).padStart(10)}  ${dir} (${own.length} files; largest ${kb(largest.bytes)} ${largest.file}, ${largest.encoding})`,
    );
  }
} finally {
  await browser?.close();
  for (const stop of stops) stop();
}
