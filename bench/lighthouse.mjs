// Lighthouse's mobile preset (simulated throttling) on the production build as `pnpm start` serves it:
// the login page and the pages people work in after sign-in, each audited a few times (median).
// Signed-in pages are audited with the account's token in localStorage['portal.accessToken'] before
// the audited navigation; storage is kept and the HTTP cache is cleared before each run, so each run is
// a returning user's first load of the day. Also prints each page's first load (KiB transferred and
// requests) as Lighthouse saw it, and the accessibility audits that failed.
//
//   pnpm run build && node bench/lighthouse.mjs [--runs 3] [--port 0] [--only /login,/workplace] [--json out.json] [--breakdown]
//
// BENCH_ROOT=<another built checkout> audits that checkout's server and builds instead of this one's, for
// a before/after comparison under the same load (run the two one after the other, twice).
//
// Targets (issue "Fast and accessible"): performance ≥ 90, accessibility 100, best practices ≥ 95.
// A busy machine makes the simulated figures pessimistic (Lighthouse scales its CPU model by what it
// measures): run it on a quiet machine, or compare before/after runs made under the same load.
import fs from 'node:fs';
import os from 'node:os';
import { parseArgs } from 'node:util';
import lighthouse from 'lighthouse';
import puppeteer from 'puppeteer-core';
import { startPortalServer } from './lib/portal-server.mjs';
import { signedInPages } from './lib/accounts.mjs';
import { median } from './lib/stats.mjs';

const { values: args } = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
    port: { type: 'string', default: process.env.BENCH_PORT ?? '0' },
    only: { type: 'string' },
    json: { type: 'string' },
    // Where the main thread's time goes on each run: Lighthouse's work breakdown and the scripts that cost most.
    breakdown: { type: 'boolean', default: false },
  },
});
const RUNS = Number(args.runs);
const kib = (bytes) => (bytes / 1024).toFixed(1);

/** Lighthouse's main-thread work by kind and its five costliest scripts (ms, simulated mobile CPU). */
function printBreakdown(label, audit, baseURL) {
  const groups = (audit('mainthread-work-breakdown')?.details?.items ?? [])
    .map((i) => `${i.groupLabel} ${Math.round(i.duration)}`)
    .join(', ');
  const scripts = (audit('bootup-time')?.details?.items ?? [])
    .slice(0, 5)
    .map(
      (i) =>
        `${String(i.url).replace(baseURL, '')} ${Math.round(i.total)} (script ${Math.round(i.scripting)})`,
    )
    .join('; ');
  const long = (audit('long-tasks')?.details?.items ?? [])
    .slice(0, 5)
    .map((i) => `${String(i.url).replace(baseURL, '')} ${Math.round(i.duration)}`)
    .join('; ');
  console.log(`  ${label}: main thread ${groups}\n    scripts: ${scripts}\n    long tasks: ${long}`);
}

/** The nodes of each failed accessibility audit (its first three), so that a lost point can be traced. */
function printFailedNodes(lhr) {
  for (const ref of lhr.categories.accessibility.auditRefs) {
    const a = lhr.audits[ref.id];
    if (ref.weight === 0 || a.score !== 0) continue;
    for (const item of (a.details?.items ?? []).slice(0, 3)) {
      console.log(
        `  ${a.id}: ${item.node?.selector ?? ''} ${String(item.node?.snippet ?? '').slice(0, 160)}`,
      );
    }
  }
}

const server = await startPortalServer({
  port: Number(args.port),
  ...(process.env.BENCH_ROOT ? { root: process.env.BENCH_ROOT } : {}),
});
const browser = await puppeteer.launch({
  executablePath: process.env.CHROME_PATH ?? process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--headless=new',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-sync',
  ],
});

// Stopped early (Ctrl-C): no browser or server left behind.
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, () => {
    server.stop();
    void browser.close().finally(() => process.exit(130));
  });
}

try {
  const signedIn = await signedInPages(server.baseURL);
  const { tokens } = signedIn;
  const pages = [{ path: '/login', user: null }, ...signedIn.pages].filter(
    (p) => !args.only || args.only.split(',').includes(p.label ?? p.path),
  );

  console.log(
    `Lighthouse mobile preset, ${RUNS} runs each, load average ${os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}`,
  );
  const results = [];
  for (const target of pages) {
    const runs = [];
    let errors = 0;
    for (let i = 0; i < RUNS; i += 1) {
      const page = await browser.newPage();
      try {
        // Storage as the account leaves it (token or none), then a cold HTTP cache.
        await page.goto(`${server.baseURL}/favicon.ico`).catch(() => undefined);
        await page.evaluate(
          (token) => {
            localStorage.clear();
            sessionStorage.clear();
            if (token) localStorage.setItem('portal.accessToken', token);
          },
          target.user ? tokens[target.user] : null,
        );
        const cdp = await page.createCDPSession();
        await cdp.send('Network.clearBrowserCache');
        await cdp.detach();
        const { lhr } = await lighthouse(
          `${server.baseURL}${target.path}`,
          { output: 'json', logLevel: 'error', disableStorageReset: true },
          undefined,
          page,
        );
        if (lhr.runtimeError) throw new Error(lhr.runtimeError.message);
        const audit = (id) => lhr.audits[id];
        if (args.breakdown) printBreakdown(target.label ?? target.path, audit, server.baseURL);
        printFailedNodes(lhr);
        const requests = audit('network-requests')?.details?.items ?? [];
        runs.push({
          performance: Math.round(lhr.categories.performance.score * 100),
          accessibility: Math.round(lhr.categories.accessibility.score * 100),
          bestPractices: Math.round(lhr.categories['best-practices'].score * 100),
          tbt: audit('total-blocking-time').numericValue,
          lcp: audit('largest-contentful-paint').numericValue,
          fcp: audit('first-contentful-paint').numericValue,
          bytes: requests.reduce((sum, r) => sum + (r.transferSize ?? 0), 0),
          jsBytes: requests
            .filter((r) => r.resourceType === 'Script')
            .reduce((sum, r) => sum + (r.transferSize ?? 0), 0),
          requests: requests.length,
          // Lighthouse's own measure of this machine's CPU: its simulated 4x slowdown multiplies the
          // tasks as this machine ran them, so scores from machines of other indexes do not compare.
          benchmarkIndex: lhr.environment.benchmarkIndex,
          finalUrl: lhr.finalDisplayedUrl,
          failed: Object.values(lhr.audits)
            .filter(
              (a) =>
                lhr.categories.accessibility.auditRefs.some((r) => r.id === a.id && r.weight > 0) &&
                a.score === 0,
            )
            .map((a) => `${a.id} (${a.details?.items?.length ?? 0})`),
          failedBestPractices: lhr.categories['best-practices'].auditRefs
            .filter((r) => r.weight > 0 && lhr.audits[r.id].score !== null && lhr.audits[r.id].score < 1)
            .map((r) => r.id),
        });
      } catch (error) {
        // A run that Lighthouse could not finish (e.g. a protocol timeout on a saturated machine).
        errors += 1;
        console.error(`${target.label ?? target.path}: run ${i + 1} failed: ${error.message}`);
      } finally {
        await page.close().catch(() => undefined);
      }
    }
    if (runs.length === 0) {
      results.push({ page: target.label ?? target.path, errors });
      continue;
    }
    const pick = (key) => median(runs.map((r) => r[key]));
    const row = {
      page: target.label ?? target.path,
      user: target.user ?? '-',
      performance: pick('performance'),
      tbt: Math.round(pick('tbt')),
      lcp: Number((pick('lcp') / 1000).toFixed(1)),
      fcp: Number((pick('fcp') / 1000).toFixed(1)),
      accessibility: pick('accessibility'),
      bestPractices: pick('bestPractices'),
      kib: Number(kib(pick('bytes'))),
      jsKib: Number(kib(pick('jsBytes'))),
      requests: pick('requests'),
      benchmarkIndex: Math.round(pick('benchmarkIndex')),
      scores: runs.map((r) => r.performance).join('/'),
      failed: [...new Set(runs.flatMap((r) => r.failed))].join(', ') || '-',
      failedBestPractices: [...new Set(runs.flatMap((r) => r.failedBestPractices))].join(', ') || '-',
      finalUrl: runs[0].finalUrl.replace(server.baseURL, ''),
      errors,
    };
    results.push(row);
    console.log(
      `${row.page.padEnd(18)} ${row.user.padEnd(9)} perf ${String(row.performance).padStart(3)} (${row.scores})` +
        `  TBT ${String(row.tbt).padStart(5)} ms  LCP ${row.lcp} s  FCP ${row.fcp} s  a11y ${row.accessibility}` +
        `  bp ${row.bestPractices}  ${row.kib} KiB (JS ${row.jsKib}) / ${row.requests} req  CPU index ${row.benchmarkIndex}` +
        `  a11y failed: ${row.failed}  bp failed: ${row.failedBestPractices}  → ${row.finalUrl}`,
    );
  }
  console.log(
    `load average at the end ${os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}`,
  );
  if (args.json) fs.writeFileSync(args.json, JSON.stringify({ loadavg: os.loadavg(), results }, null, 2));
} finally {
  await browser.close();
  server.stop();
}
