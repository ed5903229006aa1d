// How much React renders while a signed-in page loads at phone width: the commits and the components
// rendered in them, counted by a stand-in for React DevTools' hook (production builds call it on every
// commit). Unlike Lighthouse's blocking time, the count does not depend on how busy the machine is, so
// a change's effect on render work can be read off one run; the timing benches say what it costs.
//
//   pnpm run build && node bench/renders.mjs [--runs 3] [--only /myTasks,/workplace] [--list]
//
// Each page is loaded --runs times (median): now and then a poll's answer lands inside the load.
//
// --list prints each commit: when, how many components, and the most frequent component names (names
// are minified in a production build; build with names kept to read them).
// BENCH_ROOT=<another built checkout> counts that checkout instead (before/after).
import { parseArgs } from 'node:util';
import puppeteer from 'puppeteer-core';
import { startPortalServer } from './lib/portal-server.mjs';
import { signedInPages } from './lib/accounts.mjs';
import { median } from './lib/stats.mjs';

const { values: args } = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
    only: { type: 'string' },
    list: { type: 'boolean', default: false },
  },
});
const SETTLE_MS = 5000;
const wait = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Installed before the page's scripts: React DOM registers with the hook and reports each commit's
 * root. A component rendered in a commit when its props or hook state object is not the one of the
 * last commit that showed it (a re-render builds new hook objects; a bailed-out subtree keeps its own).
 */
function installCommitCounter() {
  const FUNCTION_TAGS = new Set([0, 1, 11, 14, 15]); // function, class, forwardRef, memo, simple memo
  const last = new WeakMap();
  const commits = [];
  window.__portalCommits = commits;
  window.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
    supportsFiber: true,
    renderers: new Map(),
    isDisabled: false,
    checkDCE() {},
    inject(renderer) {
      this.renderers.set(this.renderers.size + 1, renderer);
      return this.renderers.size;
    },
    onScheduleFiberRoot() {},
    onPostCommitFiberRoot() {},
    onCommitFiberUnmount() {},
    onCommitFiberRoot(_id, root) {
      const names = new Map();
      let rendered = 0;
      const visit = (first) => {
        for (let fiber = first; fiber; fiber = fiber.sibling) {
          if (FUNCTION_TAGS.has(fiber.tag)) {
            const seen = last.get(fiber) ?? (fiber.alternate && last.get(fiber.alternate));
            const mark = { props: fiber.memoizedProps, state: fiber.memoizedState };
            last.set(fiber, mark);
            if (fiber.alternate) last.set(fiber.alternate, mark);
            if (!seen || seen.props !== mark.props || seen.state !== mark.state) {
              rendered += 1;
              const type = fiber.type?.type ?? fiber.type?.render ?? fiber.type;
              const name = type?.displayName || type?.name || '?';
              names.set(name, (names.get(name) ?? 0) + 1);
            }
          }
          if (fiber.child) visit(fiber.child);
        }
      };
      visit(root.current.child);
      commits.push({
        at: Math.round(performance.now()),
        rendered,
        names: [...names.entries()]
          .sort((a, b) => b[1] - a[1])
          .slice(0, 10)
          .map(([name, count]) => `${name}×${count}`)
          .join(' '),
      });
    },
  };
}

/** One returning user's load of `target` (signed in with `token`) in a fresh browser context: its commits and their sizes. */
async function countLoad(target, token) {
  const context = await browser.createBrowserContext();
  try {
    const page = await context.newPage();
    await page.setViewport({ width: 412, height: 823, isMobile: true, hasTouch: true });
    await page.evaluateOnNewDocument(installCommitCounter);
    await page.goto(`${server.baseURL}/favicon.ico`);
    await page.evaluate((value) => localStorage.setItem('portal.accessToken', value), token);
    // A returning user: the first load installs the service worker and signs the tabs in; the second counts.
    await page.goto(`${server.baseURL}${target.path}`, { waitUntil: 'load' });
    await wait(SETTLE_MS);
    await page.goto(`${server.baseURL}${target.path}`, { waitUntil: 'load' });
    await wait(SETTLE_MS);
    const list = await page.evaluate(() => window.__portalCommits);
    return {
      commits: list.length,
      rendered: list.reduce((sum, c) => sum + c.rendered, 0),
      largest: Math.max(0, ...list.map((c) => c.rendered)),
      list,
    };
  } finally {
    await context.close();
  }
}

const server = await startPortalServer({
  port: 0,
  ...(process.env.BENCH_ROOT ? { root: process.env.BENCH_ROOT } : {}),
});
const browser = await puppeteer.launch({
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  args: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
});
try {
  const signedIn = await signedInPages(server.baseURL);
  const pages = signedIn.pages.filter((p) => !args.only || args.only.split(',').includes(p.label ?? p.path));

  console.log(
    `React commits and components rendered while a page loads at 412 px (settled after ${SETTLE_MS / 1000} s)`,
  );
  for (const target of pages) {
    const runs = [];
    for (let run = 0; run < Number(args.runs); run += 1)
      runs.push(await countLoad(target, signedIn.tokens[target.user]));
    const pick = (key) => median(runs.map((r) => r[key]));
    console.log(
      `${(target.label ?? target.path).padEnd(18)} ${target.user.padEnd(9)} ${String(pick('commits')).padStart(3)} commits  ` +
        `${String(pick('rendered')).padStart(5)} components rendered  largest commit ${pick('largest')}` +
        `  (runs: ${runs.map((r) => r.rendered).join('/')})`,
    );
    if (args.list)
      for (const c of runs[0].list)
        console.log(`  ${String(c.at).padStart(6)} ms ${String(c.rendered).padStart(4)}  ${c.names}`);
  }
} finally {
  await browser.close();
  server.stop();
}
