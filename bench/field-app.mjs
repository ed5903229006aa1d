// The engineer's installable app: Chromium's installability errors (CDP Page.getInstallabilityErrors,
// must be none) and the offline start of the shell with the engineer's task page, after one online
// visit signed in (the service worker installed, the tasks kept on the phone).
//
//   pnpm run build && node bench/field-app.mjs [--runs 5] [--port 8133]
import { parseArgs } from 'node:util';
import { launchChromium } from './lib/chromium.mjs';
import { startPortalServer } from './lib/portal-server.mjs';

const { values: args } = parseArgs({
  options: { runs: { type: 'string', default: '5' }, port: { type: 'string', default: '0' } },
});
const runs = Number(args.runs);
const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

const server = await startPortalServer({ port: Number(args.port) });
const browser = await launchChromium();
let failed = false;
try {
  const login = await fetch(`${server.baseURL}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'engineer', password: 'demo123456' }),
  });
  const { data } = await login.json();
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
  await context.addInitScript((token) => localStorage.setItem('portal.accessToken', token), data.token);
  const page = await context.newPage();
  await page.goto(`${server.baseURL}/myTasks`);
  await page.getByRole('tab').first().waitFor();
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  // Controlled from the next load on; that load also refills the runtime caches of the remotes.
  await page.reload();
  await page.getByRole('tab').first().waitFor();

  const cdp = await context.newCDPSession(page);
  const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
  console.log(`installability errors: ${installabilityErrors.length === 0 ? 'none' : ''}`);
  for (const e of installabilityErrors) console.log(`  ${e.errorId} ${JSON.stringify(e.errorArguments)}`);
  if (installabilityErrors.length) failed = true;

  await context.setOffline(true);
  const times = [];
  for (let run = 0; run < runs; run += 1) {
    const started = Date.now();
    await page.reload();
    await page.getByRole('tab').first().waitFor({ timeout: 30_000 });
    times.push(Date.now() - started);
  }
  console.log(`offline start of /myTasks (${runs} runs): median ${median(times)} ms, all ${times.join(', ')} ms`);
  await context.close();
} finally {
  await browser.close();
  server.stop();
}
process.exit(failed ? 1 : 0);
