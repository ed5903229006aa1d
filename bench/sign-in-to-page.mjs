// The time from 登录 to a usable signed-in page, this build against a baseline, on a phone-like
// browser: what the phone-speed issue asks not to get worse (prefetching the signed-in code at the
// login page's idle moves work to this moment).
//
//   pnpm run build && node bench/sign-in-to-page.mjs [--runs 9] [--baseline <commit> | --against <dir> |
//                                                    --no-baseline] [--cpu 4] [--link 10mbit|loopback]
//                                                    [--only workplace,orderQuery]
//
// --against compares with another built checkout instead (a copy of this one before a change, built).
//
// Each run is a new person on a new phone: a new browser context (empty cache and storage) opens the
// login page (as a deep link where the case has one), waits until the page is quiet (network idle,
// then 1 s without a long task: what a person typing the password gives it), fills the form and
// clicks 登录. Measured from the click, inside the page:
// - drawn: the first animation frame with the signed-in page's content on screen (the active tab's
//   pane holding content, with no spinner or skeleton left in it);
// - usable: the end of the last long task (≥ 50 ms) before a 1 s window without one, from drawn on
//   (Lighthouse's time-to-interactive rule with a shorter window).
// The CPU is slowed 4x (CDP) and the link is 10 Mbit/s with a 40 ms round trip unless told. Builds are
// interleaved run by run so that a busy machine slows both alike. The baseline is the build of the
// commit before the phone-speed issue's first change (f228b50 unless told), checked out under
// bench/.out, built once, and served by its own server.
import { parseArgs } from 'node:util';
import { COMPARED_BUILD_OPTIONS, startComparedBuild } from './lib/baseline.mjs';
import { launchChromium } from './lib/chromium.mjs';
import { DEMO_PASSWORD } from './lib/accounts.mjs';
import { startPortalServer } from './lib/portal-server.mjs';
import { median, medianDifference, quantile } from './lib/stats.mjs';

const QUIET_MS = 1000;
const LINKS = {
  '10mbit': {
    offline: false,
    latency: 40,
    downloadThroughput: (10 * 1024 * 1024) / 8,
    uploadThroughput: (5 * 1024 * 1024) / 8,
  },
  loopback: null,
};
/** Who signs in, and from where: the pages of the phone-speed issue. */
const CASES = [
  { name: 'customer → /workplace', username: 'customer', from: '' },
  { name: 'customer → /orderQuery', username: 'customer', from: '/orderQuery' },
  { name: 'admin → /dispatchStation', username: 'admin', from: '/dispatchStation' },
  { name: 'engineer → /myTasks', username: 'engineer', from: '/myTasks' },
];

const { values: args } = parseArgs({
  options: {
    runs: { type: 'string', default: '9' },
    ...COMPARED_BUILD_OPTIONS,
    cpu: { type: 'string', default: '4' },
    link: { type: 'string', default: '10mbit' },
    only: { type: 'string' },
  },
});
if (!(args.link in LINKS)) throw new Error(`--link is one of ${Object.keys(LINKS).join(', ')}`);
const RUNS = Number(args.runs);
const CPU = Number(args.cpu);
const cases = args.only ? CASES.filter((c) => args.only.split(',').some((o) => c.name.includes(o))) : CASES;

// Installed before any of the page's scripts: long tasks from the start, and the click on 登录.
const PROBE = `(() => {
  const bench = (window.__signInBench = { longTasks: [], clickAt: null, drawnAt: null });
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) bench.longTasks.push([e.startTime, e.startTime + e.duration]);
  }).observe({ type: 'longtask', buffered: true });
  const drawn = () => {
    if (location.pathname.startsWith('/login')) return false;
    const pane = document.querySelector('.portal-tab-pane:not([hidden])');
    if (!pane || !pane.textContent.trim()) return false;
    return !pane.querySelector('.ant-spin-spinning, .ant-skeleton');
  };
  const watch = () => {
    if (drawn()) bench.drawnAt = performance.now();
    else requestAnimationFrame(watch);
  };
  document.addEventListener(
    'click',
    (event) => {
      if (bench.clickAt !== null || !event.target.closest('button[type="submit"]')) return;
      bench.clickAt = performance.now();
      requestAnimationFrame(watch);
    },
    true,
  );
})()`;

/** Resolves once no long task has begun for QUIET_MS after `from` (page time); returns the quiet start. */
async function quietAfter(page, from) {
  for (;;) {
    const { now, tasks } = await page.evaluate(() => ({
      now: performance.now(),
      tasks: window.__signInBench.longTasks,
    }));
    let quietFrom = from;
    for (const [start, end] of [...tasks].sort((x, y) => x[0] - y[0])) {
      if (end <= quietFrom) continue;
      if (start < quietFrom + QUIET_MS) quietFrom = end;
      else break;
    }
    if (now - quietFrom >= QUIET_MS) return quietFrom;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

async function oneRun(browser, baseURL, { username, from }) {
  const context = await browser.newContext({ locale: 'zh-CN', viewport: { width: 390, height: 844 } });
  try {
    await context.addInitScript(PROBE);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    if (CPU > 1) await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU });
    if (LINKS[args.link]) await cdp.send('Network.emulateNetworkConditions', LINKS[args.link]);
    await page.goto(`${baseURL}/login${from ? `?from=${from}` : ''}`, { waitUntil: 'networkidle' });
    await page.getByLabel(/^(用户名|Username)$/).fill(username);
    await page.getByLabel(/^(密码|Password)$/).fill(DEMO_PASSWORD);
    await quietAfter(page, await page.evaluate(() => performance.now()));
    const loginDocument = await page.evaluate(() => performance.timeOrigin);
    await page.getByRole('button', { name: /^(登录|Sign in)$/ }).click();
    await page.waitForFunction(() => window.__signInBench?.drawnAt !== null, null, { timeout: 60_000 });
    const { clickAt, drawnAt, timeOrigin } = await page.evaluate(() => ({
      ...window.__signInBench,
      timeOrigin: performance.timeOrigin,
    }));
    if (timeOrigin !== loginDocument)
      throw new Error('signing in loaded a new document: the probe lost the click');
    const usableAt = await quietAfter(page, drawnAt);
    return { drawn: drawnAt - clickAt, usable: usableAt - clickAt };
  } finally {
    await context.close();
  }
}

const builds = [];
const stops = [];
try {
  const compared = await startComparedBuild(args);
  if (compared) {
    stops.push(compared.stop);
    builds.push(compared);
  }
  const server = await startPortalServer();
  stops.push(server.stop);
  builds.push({ name: 'this build', baseURL: server.baseURL });

  const browser = await launchChromium();
  try {
    console.log(
      `sign-in to a usable page: ${RUNS} runs each, CPU ${CPU}x, link ${args.link}, 390×844, new context each run`,
    );
    for (const c of cases) {
      const results = builds.map(() => ({ drawn: [], usable: [] }));
      // One warm-up run each (server caches, the first PGlite queries), not counted.
      for (const build of builds) await oneRun(browser, build.baseURL, c);
      for (let run = 0; run < RUNS; run += 1) {
        // Alternate which build goes first, so that neither always follows the other.
        const order = run % 2 ? [...builds.keys()].reverse() : [...builds.keys()];
        for (const index of order) {
          const { drawn, usable } = await oneRun(browser, builds[index].baseURL, c);
          results[index].drawn.push(drawn);
          results[index].usable.push(usable);
        }
      }
      console.log(`\n${c.name}`);
      for (const [index, build] of builds.entries()) {
        const { drawn, usable } = results[index];
        const spread = (values) =>
          `median ${median(values).toFixed(0)} ms (p25–p75 ${quantile(values, 0.25).toFixed(0)}–${quantile(values, 0.75).toFixed(0)})`;
        console.log(`  ${build.name.padEnd(17)} drawn ${spread(drawn)}   usable ${spread(usable)}`);
      }
      if (builds.length === 2) {
        for (const figure of ['drawn', 'usable']) {
          const [a, b] = [results[0][figure], results[1][figure]];
          const { low, high } = medianDifference(a, b);
          const diff = median(b) - median(a);
          console.log(
            `  ${figure}: this build − baseline = ${diff >= 0 ? '+' : ''}${diff.toFixed(0)} ms ` +
              `(90 % bootstrap interval ${low.toFixed(0)} to ${high.toFixed(0)} ms)`,
          );
        }
      }
    }
  } finally {
    await browser.close();
  }
} finally {
  for (const stop of stops) stop();
}
