import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type Browser } from '@playwright/test';
import { PortalPage } from '../pages/portal-page';
import { apiAs, createUser } from '../support/api';
import { runReleaseScript, publishChangedRemote } from '../support/release-scripts';

// Subresource Integrity of a published remote: a remote-dispatch version is published to the second
// static origin (with the SHA-384 of each of its files) and rolled out to one user; a file of it
// changed on the origin afterwards is refused by that user's browser, inside the remote's tab.
const root = path.resolve(__dirname, '..', '..');
const PORT = Number(process.env.E2E_PORT ?? 8090);
const ORIGIN_PORT = PORT + 1;
const source = path.join(root, `.release-src-sri-${PORT}`);
const originDir = path.join(__dirname, '..', '.artifacts', `origin-sri-${PORT}`);
const LABEL = '服务单号（校验版）';

let stopOrigin: (() => Promise<void>) | null = null;
let version = '';
let baseURL = '';
let user = { username: '', password: '' };

test.describe.configure({ mode: 'serial' });

// eslint-disable-next-line no-empty-pattern -- no fixture is needed, only the test info
test.beforeAll(async ({}, testInfo) => {
  testInfo.setTimeout(600_000);
  baseURL = testInfo.project.use.baseURL!;
  ({ version, stopOrigin } = await publishChangedRemote(
    baseURL,
    'remote-dispatch',
    (text) => text.replaceAll("'录入时间'", `'${LABEL}'`),
    {
      source,
      originDir,
      originPort: ORIGIN_PORT,
    },
  ));
  user = await createUser(baseURL, { authority: 'manager', allowDispatch: true });
  runReleaseScript(baseURL, 'release.mjs', ['canary', 'remote-dispatch', version, '--users', user.username]);
});

test.afterAll(async () => {
  await stopOrigin?.();
  if (baseURL) {
    const admin = await apiAs(baseURL, 'admin');
    await admin.post('/api/sys/frontend/releases/remote_dispatch/stop-canary');
    await admin.dispose();
  }
});

/** The canary user's dispatch station, in a browser context of its own (no cached files). */
async function openStation(browser: Browser) {
  const context = await browser.newContext();
  const portal = new PortalPage(await context.newPage());
  await portal.signIn(user.username, user.password);
  await portal.openMenu('派单台');
  return { context, portal };
}

/** The published file `file` (inside the version's folder) with one byte more while `check` runs. */
async function whileChanged(file: string, check: () => Promise<void>) {
  const target = path.join(originDir, version, file);
  const original = fs.readFileSync(target);
  fs.writeFileSync(target, Buffer.concat([original, Buffer.from('\n')]));
  try {
    await check();
  } finally {
    fs.writeFileSync(target, original);
  }
}

/**
 * The station's tab shows the refusal naming the remote and the changed file (not the generic load
 * failure, whose retry would only be refused again); another remote's page still opens.
 */
async function expectRefused(browser: Browser, file: string) {
  const { context, portal } = await openStation(browser);
  const pane = portal.pane();
  await expect(pane.getByText('模块校验失败')).toBeVisible();
  await expect(pane.getByText(`模块：remote_dispatch ${version}`)).toBeVisible();
  await expect(pane.getByText(`文件 ${file} 与发布时不一致，已拒绝加载。请联系运维人员`)).toBeVisible();
  await expect(pane.getByText('模块加载失败')).toHaveCount(0);
  await expect(pane.getByRole('button', { name: /重\s*试/ })).toHaveCount(0);
  await expect(pane.getByText(LABEL)).toHaveCount(0);
  await portal.openMenu('系统公告');
  await expect(portal.pane().getByText('服务门户上线公告')).toBeVisible();
  await expect(portal.chatButton()).toBeVisible();
  await context.close();
}

test('the version as published loads for its canary user', async ({ browser }) => {
  const { context, portal } = await openStation(browser);
  await expect(portal.pane().getByText(LABEL).first()).toBeVisible();
  await context.close();
});

test('a chunk of the page changed after publishing is refused in its tab; the rest of the portal works', async ({
  browser,
}) => {
  const manifest = JSON.parse(fs.readFileSync(path.join(originDir, version, 'mf-manifest.json'), 'utf8'));
  const chunk = (manifest.exposes as Array<{ name: string; assets: { js: { sync: string[] } } }>)
    .find((expose) => expose.name === 'DispatchStation')!
    .assets.js.sync.find((file) => file.startsWith('__federation_expose_'))!;
  await whileChanged(chunk, () => expectRefused(browser, chunk));
});

test('a manifest changed after publishing is refused the same way', async ({ browser }) => {
  await whileChanged('mf-manifest.json', () => expectRefused(browser, 'mf-manifest.json'));
});
