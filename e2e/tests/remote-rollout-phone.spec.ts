import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { PortalPage } from '../pages/portal-page';
import { apiAs } from '../support/api';
import { orderDispatchedToEngineer } from '../support/orders';
import { runReleaseScript, publishChangedRemote } from '../support/release-scripts';

// The engineer's phone with the service worker installed still gets a newly promoted release of
// remote-dispatch on its next online load: the worker never pins the remote it first kept.
const root = path.resolve(__dirname, '..', '..');
const PORT = Number(process.env.E2E_PORT ?? 8090);
const ORIGIN_PORT = PORT + 1;
const ORIGIN = `http://127.0.0.1:${ORIGIN_PORT}`;
const source = path.join(root, `.release-src-phone-${PORT}`);
const originDir = path.join(__dirname, '..', '.artifacts', `origin-phone-${PORT}`);
const V1_LABEL = '新增跟踪记录';
const V2_LABEL = '新增跟踪记录（新版）';

let stopOrigin: (() => Promise<void>) | null = null;
let v2 = '';
let baseURL = '';
let promoted = false;

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

const release = (...args: string[]) => runReleaseScript(baseURL, 'release.mjs', args);

/** The task page's tracking-record button, as the shown release of remote-dispatch labels it. */
const trackingButton = (page: Page, label: string) =>
  new PortalPage(page).pane().getByRole('button', { name: new RegExp(`${label}$`) });

/** The files of the release origin this page loaded that the service worker does not keep yet. */
const releasedFilesNotKept = (page: Page) =>
  page.evaluate(async (origin) => {
    const files = performance
      .getEntriesByType('resource')
      .map((e) => e.name)
      .filter((name) => name.startsWith(origin) && /\.[0-9a-f]{8}\.js$/.test(name));
    const missing: string[] = [];
    for (const file of files) if (!(await caches.match(file))) missing.push(file);
    return files.length ? missing : ['none loaded'];
  }, ORIGIN);

// eslint-disable-next-line no-empty-pattern -- no fixture is needed, only the test info
test.beforeAll(async ({}, testInfo) => {
  testInfo.setTimeout(600_000);
  baseURL = testInfo.project.use.baseURL!;
  ({ version: v2, stopOrigin } = await publishChangedRemote(
    baseURL,
    'remote-dispatch',
    (text) => text.replaceAll(`add: '${V1_LABEL}'`, `add: '${V2_LABEL}'`),
    {
      source,
      originDir,
      originPort: ORIGIN_PORT,
    },
  ));
});

test.afterAll(async () => {
  await stopOrigin?.();
  if (baseURL && promoted) release('rollback', 'remote-dispatch');
  if (baseURL) {
    const admin = await apiAs(baseURL, 'admin');
    await admin.post('/api/sys/frontend/releases/remote_dispatch/stop-canary');
    await admin.dispose();
  }
});

test('a phone with the service worker installed gets a promoted remote on its next online load, and keeps it for offline', async ({
  page,
  context,
}) => {
  test.setTimeout(180_000);
  const order = await orderDispatchedToEngineer(baseURL, 'customer2');
  const portal = new PortalPage(page);
  await portal.login.goto();
  await portal.login.signIn('engineer');
  await expect(page).toHaveURL(/\/myTasks$/);
  await page.goto(`/myTasks/details?id=${order.id}`);
  await expect(trackingButton(page, V1_LABEL)).toBeVisible();
  // The phone as it is from then on: its pages started by the service worker, remote-dispatch kept.
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  await page.reload();
  await expect(trackingButton(page, V1_LABEL)).toBeVisible();
  expect(await page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);

  release('promote', 'remote-dispatch', v2);
  promoted = true;
  await page.reload();
  expect(await page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
  await expect(trackingButton(page, V2_LABEL)).toBeVisible();
  await expect(trackingButton(page, V1_LABEL)).toHaveCount(0);

  // The new release is what the phone keeps: it starts offline too.
  await expect.poll(() => releasedFilesNotKept(page), { timeout: 30_000 }).toEqual([]);
  await context.setOffline(true);
  await page.reload();
  await expect(trackingButton(page, V2_LABEL)).toBeVisible();
  await context.setOffline(false);
});
