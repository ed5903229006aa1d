// The engineer's installable app: Chromium's installability errors (CDP Page.getInstallabilityErrors,
// must be none) and the offline start of the shell with the engineer's task list and task page, after
// one online visit signed in (the service worker installed, the tasks kept on the phone).
//
//   pnpm run build && node bench/field-app.mjs [--runs 5] [--port 8133]
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { chromium } from '@playwright/test';
import launch from '../tools/chromium.cjs';
import { engineerTaskPath, tokenOf } from './lib/accounts.mjs';
import { startPortalServer } from './lib/portal-server.mjs';
import { median } from './lib/stats.mjs';

const { values: args } = parseArgs({
  options: { runs: { type: 'string', default: '5' }, port: { type: 'string', default: '0' } },
});
const runs = Number(args.runs);

const server = await startPortalServer({ port: Number(args.port) });
// A profile on disk: Chromium never offers to install an app from an incognito context (in-incognito),
// and Playwright's plain contexts are incognito ones.
const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-field-profile-'));
const context = await chromium.launchPersistentContext(profile, {
  ...launch.chromiumLaunchOptions(),
  viewport: { width: 390, height: 844 },
  hasTouch: true,
  isMobile: true,
  locale: 'zh-CN',
  timezoneId: 'Asia/Shanghai',
});
let failed = false;
try {
  const token = await tokenOf(server.baseURL, 'engineer');
  const taskPath = await engineerTaskPath(server.baseURL, token);
  await context.addInitScript((value) => localStorage.setItem('portal.accessToken', value), token);
  const page = context.pages()[0] ?? (await context.newPage());
  const taskListShown = () => page.getByRole('tab').first().waitFor({ timeout: 30_000 });
  // The task page with its receipt templates (kept on the phone, read from there offline).
  const taskPageShown = () => page.getByText('验收单').first().waitFor({ timeout: 30_000 });

  await page.goto(`${server.baseURL}/myTasks`);
  await taskListShown();
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  // Controlled from the next load on; those loads fill the runtime caches of the remotes.
  await page.reload();
  await taskListShown();
  await page.goto(`${server.baseURL}${taskPath}`);
  await taskPageShown();

  const cdp = await context.newCDPSession(page);
  const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
  console.log(
    `installability errors: ${installabilityErrors.length === 0 ? 'none' : installabilityErrors.length}`,
  );
  for (const e of installabilityErrors) console.log(`  ${e.errorId} ${JSON.stringify(e.errorArguments)}`);
  if (installabilityErrors.length) failed = true;

  await context.setOffline(true);
  const offlineStart = async (url, shown) => {
    const times = [];
    for (let run = 0; run < runs; run += 1) {
      const started = performance.now();
      await page.goto(url);
      await shown();
      // The time of the last refresh: 当前离线… when the phone knows it is offline, 无法连接服务器… otherwise.
      await page
        .getByText(/刷新的数据/)
        .first()
        .waitFor({ timeout: 30_000 });
      times.push(Math.round(performance.now() - started));
    }
    return times;
  };
  for (const [name, url, shown] of [
    ['/myTasks', `${server.baseURL}/myTasks`, taskListShown],
    ['task page', `${server.baseURL}${taskPath}`, taskPageShown],
  ]) {
    const times = await offlineStart(url, shown);
    console.log(
      `offline start of ${name} (${runs} runs): median ${median(times)} ms, all ${times.join(', ')} ms`,
    );
  }
} finally {
  await context.close();
  fs.rmSync(profile, { recursive: true, force: true });
  server.stop();
}
process.exit(failed ? 1 : 0);
