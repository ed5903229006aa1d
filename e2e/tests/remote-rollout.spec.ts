import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { PortalPage } from '../pages/portal-page';
import { apiAs, createUser } from '../support/api';
import { runReleaseScript, publishChangedRemote } from '../support/release-scripts';

// One remote published and rolled out on its own while the portal runs: a visibly changed
// remote-dispatch v2 is built from a copy of the package, served by a second static server on
// another port, then rolled out with the release commands.
const root = path.resolve(__dirname, '..', '..');
const PORT = Number(process.env.E2E_PORT ?? 8090);
const ORIGIN_PORT = PORT + 1;
const ORIGIN = `http://127.0.0.1:${ORIGIN_PORT}`;
const source = path.join(root, `.release-src-${PORT}`);
const originDir = path.join(__dirname, '..', '.artifacts', `origin-${PORT}`);
const V2_LABEL = '服务单号（新版）';

let stopOrigin: (() => Promise<void>) | null = null;
let v2 = '';
let baseURL = '';

test.describe.configure({ mode: 'serial' });

const run = (script: string, args: string[]) => runReleaseScript(baseURL, script, args);

const release = (...args: string[]) => run('release.mjs', args);

/** The same bucket as the server's rollout (sha256 of `remote:userId`, first 4 bytes, mod 100). */
const bucket = (userId: number) =>
  createHash('sha256').update(`remote_dispatch:${userId}`).digest().readUInt32BE(0) % 100;

async function userWithId(url: string) {
  const user = await createUser(url, { authority: 'manager', allowDispatch: true });
  const api = await apiAs(url, user.username, user.password);
  const id = (await (await api.get('/api/order/user/detail')).json()).data.id as number;
  await api.dispose();
  return { ...user, id };
}

async function openStation(browser: Browser, user: { username: string; password: string }) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const portal = new PortalPage(page);
  await portal.signIn(user.username, user.password);
  await portal.openMenu('派单台');
  return { context, page, portal };
}

/** Which dispatch bundle the open page shows: v2 labels its entry-time field (录入时间, remote-dispatch's own wording) differently. */
async function expectVersion(page: Page, version: 'v1' | 'v2') {
  const pane = new PortalPage(page).pane();
  if (version === 'v2') await expect(pane.getByText(V2_LABEL).first()).toBeVisible();
  else {
    await expect(pane.getByText('录入时间', { exact: true }).first()).toBeVisible();
    await expect(pane.getByText(V2_LABEL)).toHaveCount(0);
  }
}

// eslint-disable-next-line no-empty-pattern -- no fixture is needed, only the test info
test.beforeAll(async ({}, testInfo) => {
  testInfo.setTimeout(600_000);
  baseURL = testInfo.project.use.baseURL!;
  // The visible change: the service-number column's label.
  ({ version: v2, stopOrigin } = await publishChangedRemote(
    baseURL,
    'remote-dispatch',
    (text) => text.replaceAll("'录入时间'", `'${V2_LABEL}'`),
    {
      source,
      originDir,
      originPort: ORIGIN_PORT,
    },
  ));
});

test.afterAll(async () => {
  await stopOrigin?.();
  if (baseURL) {
    // Leave the portal's dispatch remote as it was for any later spec.
    const admin = await apiAs(baseURL, 'admin');
    await admin.post('/api/sys/frontend/releases/remote_dispatch/stop-canary');
    await admin.dispose();
  }
});

test('a version published from another origin never overwrites and goes to nobody until rolled out', async () => {
  const manifest = await fetch(`${ORIGIN}/${v2}/mf-manifest.json`);
  expect(manifest.headers.get('access-control-allow-origin')).toBe('*');
  expect(manifest.headers.get('cache-control')).toBe('no-cache');
  const admin = await apiAs(baseURL, 'admin');
  const versions = (await (await admin.get('/api/sys/frontend/versions')).json()).data as Array<{
    remote: string;
    version: string;
    entry: string;
  }>;
  expect(versions).toContainEqual(
    expect.objectContaining({
      remote: 'remote_dispatch',
      version: v2,
      entry: `${ORIGIN}/${v2}/mf-manifest.json`,
    }),
  );
  const remotes = (await (await admin.get('/api/sys/frontend/remotes')).json()).data.remotes as Array<{
    name: string;
    channel: string;
  }>;
  expect(remotes.find((r) => r.name === 'remote_dispatch')?.channel).toBe('stable');
  await admin.dispose();
});

test('a canary for one user: that user sees v2, another sees v1 in the same run', async ({ browser }) => {
  const [listed, other] = [await userWithId(baseURL), await userWithId(baseURL)];
  test.setTimeout(120_000);
  release('canary', 'remote-dispatch', v2, '--users', listed.username);
  const a = await openStation(browser, listed);
  const b = await openStation(browser, other);
  await expectVersion(a.page, 'v2');
  await expectVersion(b.page, 'v1');
  await a.context.close();
  await b.context.close();
});

test('50% sticky: the same users keep their version across sign-ins', async ({ browser }) => {
  test.setTimeout(240_000);
  release('canary', 'remote-dispatch', v2, '--percent', '50');
  const inside: Array<Awaited<ReturnType<typeof userWithId>>> = [];
  const outside: typeof inside = [];
  while (inside.length === 0 || outside.length === 0) {
    const user = await userWithId(baseURL);
    (bucket(user.id) < 50 ? inside : outside).push(user);
  }
  for (const [user, version] of [
    [inside[0], 'v2'],
    [outside[0], 'v1'],
  ] as const) {
    for (let signIn = 0; signIn < 2; signIn += 1) {
      const session = await openStation(browser, user);
      await expectVersion(session.page, version);
      await session.context.close();
    }
  }
});

test('promote: a user with the page open is told of the new version and gets it on reload; roll back returns', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  release('stop-canary', 'remote-dispatch');
  const user = await userWithId(baseURL);
  const { context, page, portal } = await openStation(browser, user);
  await expectVersion(page, 'v1');

  release('promote', 'remote-dispatch', v2);
  const notice = page.locator('.ant-notification-notice').filter({ hasText: '有新版本可用' });
  await expect(notice).toBeVisible({ timeout: 60_000 });
  await notice.getByRole('button', { name: '刷新页面' }).click();
  await expect(portal.sideMenu()).toBeVisible();
  await portal.openMenu('派单台');
  await expectVersion(page, 'v2');

  const out = release('rollback', 'remote-dispatch');
  expect(out).toContain('rolled back to 0.1.0');
  await expect(page.locator('.ant-notification-notice').filter({ hasText: '有新版本可用' })).toBeVisible({
    timeout: 60_000,
  });
  await page.reload();
  await expect(portal.sideMenu()).toBeVisible();
  await portal.openMenu('派单台');
  await expectVersion(page, 'v1');
  await context.close();
});

test('version skew: a remote built against another major of @portal/shared is refused in its tab, naming it', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  // The same files as v2, with a manifest that says they were built against @portal/shared 1.x.
  const skewed = '9.0.0-skew';
  fs.cpSync(path.join(originDir, v2), path.join(originDir, skewed), { recursive: true });
  const manifestFile = path.join(originDir, skewed, 'mf-manifest.json');
  const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8'));
  for (const shared of manifest.shared)
    if (shared.name === '@portal/shared')
      Object.assign(shared, { version: '1.0.0', requiredVersion: '^1.0.0' });
  fs.writeFileSync(manifestFile, JSON.stringify(manifest));
  const admin = await apiAs(baseURL, 'admin');
  expect(
    (
      await admin.post('/api/sys/frontend/versions', {
        data: { remote: 'remote_dispatch', version: skewed, entry: `${ORIGIN}/${skewed}/mf-manifest.json` },
      })
    ).ok(),
  ).toBe(true);
  await admin.dispose();
  const user = await userWithId(baseURL);
  release('canary', 'remote-dispatch', skewed, '--users', user.username);

  const { context, page, portal } = await openStation(browser, user);
  const pane = portal.pane();
  await expect(pane.getByText('模块版本不兼容')).toBeVisible();
  await expect(pane.getByText(`模块：remote_dispatch ${skewed}`)).toBeVisible();
  await expect(pane.getByText(/要求 @portal\/shared 1\.0\.0，门户提供的是 0\.1\.0/)).toBeVisible();
  await expect(pane.getByText('服务单号', { exact: true })).toHaveCount(0);
  await page.screenshot({ path: path.join(__dirname, '..', '.artifacts', `skew-${PORT}.png`) });
  await context.close();
});
