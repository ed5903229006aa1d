// The main thread's long tasks of one signed-in load, and what each holds (script compile and run,
// timers, style and layout), as Lighthouse's mobile preset would count them: Lighthouse attaches a
// debugger, which turns V8's code cache off, so every script is compiled on the main thread; this
// bench does the same (DevTools' Debugger domain on). Tasks are measured on this machine's CPU and
// multiplied by 4 (the preset's CPU slowdown) for the blocking-time estimate.
//
//   pnpm run build && node bench/long-tasks.mjs [/path] [user] [--runs 3]
//   node bench/long-tasks.mjs /dispatchStation admin
//   node bench/long-tasks.mjs task engineer        (the engineer's first task page)
//
// BENCH_ROOT=<another built checkout> measures that checkout instead (before/after).
import { parseArgs } from 'node:util';
import puppeteer from 'puppeteer-core';
import { startPortalServer } from './lib/portal-server.mjs';
import { DEMO_PASSWORD, engineerTaskPath, tokenOf } from './lib/accounts.mjs';

const { values: args, positionals } = parseArgs({
  allowPositionals: true,
  options: { runs: { type: 'string', default: '1' } },
});
const [pathArg = '/workplace', user = 'customer'] = positionals;
const SLOWDOWN = 4;
const SHOWN = new Set([
  'EvaluateScript',
  'v8.compile',
  'v8.run',
  'FunctionCall',
  'TimerFire',
  'EventDispatch',
  'UpdateLayoutTree',
  'Layout',
  'ParseHTML',
  'ParseAuthorStyleSheet',
  'MajorGC',
  'MinorGC',
  'Paint',
]);
const wait = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

const server = await startPortalServer({
  port: 0,
  ...(process.env.BENCH_ROOT ? { root: process.env.BENCH_ROOT } : {}),
});
const browser = await puppeteer.launch({
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  args: ['--headless=new', '--no-sandbox', '--disable-gpu'],
});
const short = (url) =>
  String(url ?? '')
    .replace(server.baseURL, '')
    .replace(/\?.*/, '');

try {
  const token = await tokenOf(server.baseURL, user, DEMO_PASSWORD);
  const path = pathArg === 'task' ? await engineerTaskPath(server.baseURL, token) : pathArg;
  const page = await browser.newPage();
  await page.setViewport({ width: 412, height: 823, isMobile: true, hasTouch: true });
  await page.goto(`${server.baseURL}/favicon.ico`);
  await page.evaluate((t) => localStorage.setItem('portal.accessToken', t), token);
  // Two loads first: the service worker installed and its caches filled (a returning user).
  for (let i = 0; i < 2; i += 1) {
    await page.goto(`${server.baseURL}${path}`, { waitUntil: 'load' });
    await wait(2500);
  }
  const totals = [];
  for (let run = 0; run < Number(args.runs); run += 1) {
    await page.goto(`${server.baseURL}/favicon.ico`);
    const cdp = await page.createCDPSession();
    await cdp.send('Network.clearBrowserCache');
    await cdp.send('Debugger.enable');
    await page.tracing.start({
      categories: [
        'devtools.timeline',
        'disabled-by-default-devtools.timeline',
        'v8.execute',
        'v8',
        'blink.user_timing',
        'loading',
      ],
    });
    await page.goto(`${server.baseURL}${path}`, { waitUntil: 'load' });
    // The page keeps connections open (chat, polling): a fixed settle time instead of network idle.
    await wait(3000);
    const events = JSON.parse(Buffer.from(await page.tracing.stop()).toString()).traceEvents;
    await cdp.detach();
    const start =
      events.find((e) => e.name === 'navigationStart' && e.args?.data?.documentLoaderURL?.includes(path))
        ?.ts ??
      events.find((e) => e.name === 'navigationStart')?.ts ??
      Math.min(...events.filter((e) => e.ts > 0).map((e) => e.ts));
    const main = events.find(
      (e) =>
        e.name === 'thread_name' &&
        e.args.name === 'CrRendererMain' &&
        events.some((x) => x.tid === e.tid && x.name === 'ParseHTML'),
    );
    const mine = events.filter(
      (e) => e.tid === main.tid && e.pid === main.pid && e.ph === 'X' && e.ts >= start,
    );
    const long = mine.filter((e) => e.name === 'RunTask' && e.dur * SLOWDOWN > 50_000);
    let blocking = 0;
    console.log(`${path} as ${user}, run ${run + 1}: tasks over 50 ms at ${SLOWDOWN}x CPU`);
    for (const task of long) {
      const parts = new Map();
      for (const e of mine) {
        if (e === task || !SHOWN.has(e.name) || e.ts < task.ts || e.ts + e.dur > task.ts + task.dur) continue;
        const key = `${e.name} ${short(e.args?.data?.url)}`.trim();
        parts.set(key, (parts.get(key) ?? 0) + e.dur);
      }
      const slowed = (task.dur / 1000) * SLOWDOWN;
      blocking += slowed - 50;
      const top = [...parts]
        .sort((a, b) => b[1] - a[1])
        .slice(0, 4)
        .map(([key, us]) => `${key} ${(us / 1000).toFixed(1)}`)
        .join(' | ');
      console.log(
        `  at ${String(Math.round((task.ts - start) / 1000)).padStart(5)} ms  ${slowed.toFixed(0).padStart(4)} ms  ${top}`,
      );
    }
    console.log(`  ${long.length} long tasks; blocking time over the whole load ≈ ${blocking.toFixed(0)} ms`);
    totals.push(blocking);
  }
  if (totals.length > 1) {
    const sorted = [...totals].sort((a, b) => a - b);
    console.log(
      `median blocking time ≈ ${sorted[sorted.length >> 1].toFixed(0)} ms over ${totals.length} runs`,
    );
  }
} finally {
  await browser.close();
  server.stop();
}
