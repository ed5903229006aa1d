import { expect, test, type Page } from '@playwright/test';
import { PortalPage } from '../pages/portal-page';
import { shot } from '../support/shots';

/** Every request the page makes, and every report of the Content-Security-Policy refusing something. */
function watch(page: Page) {
  const requests: string[] = [];
  const refused: string[] = [];
  page.on('request', (request) => requests.push(request.url()));
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) refused.push(message.text());
  });
  return { requests, refused };
}

const SCALAR_CHUNK = /\/remotes\/remote-admin\/scalar-api-reference\.[0-9a-f]{8}\.js$/;

test("a manager reads the API reference in the portal: the server's OpenAPI document shown by Scalar, every file from this origin, nothing refused by the policy", async ({
  page,
  baseURL,
}) => {
  const seen = watch(page);
  const portal = new PortalPage(page);
  await portal.signIn('manager');
  await portal.openMenu('系统用户');
  await expect(portal.pane().getByRole('table')).toBeVisible();
  // Other pages load none of it.
  expect(seen.requests.filter((url) => SCALAR_CHUNK.test(url))).toEqual([]);

  await portal.openMenu('API 参考');
  await expect(page).toHaveURL(/\/apiReference$/);
  const pane = portal.pane();
  await expect(pane.getByRole('heading', { name: 'Service order portal API' }).first()).toBeVisible({
    timeout: 30_000,
  });
  // An operation of the route table, by its summary or its path.
  await expect(pane.getByText('/api/auth/login').first()).toBeVisible();

  expect(seen.requests.filter((url) => SCALAR_CHUNK.test(url))).toHaveLength(1);
  expect(seen.requests).toContain(`${baseURL}/api/openapi.json`);
  const origin = new URL(baseURL!).origin;
  expect(seen.requests.filter((url) => !url.startsWith(`${origin}/`) && !/^(data|blob):/.test(url))).toEqual(
    [],
  );
  expect(seen.refused).toEqual([]);
  await shot(page, 'api-reference-1440');

  // The portal's shell is as it was: its header and menu still there, beside the reference.
  await expect(portal.sideMenu()).toBeVisible();
  await expect(page.locator('.portal-header')).toBeVisible();
});

test('on a phone the reference fits the screen', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const portal = new PortalPage(page);
  await portal.login.goto();
  await portal.login.signIn('manager');
  await expect(page).not.toHaveURL(/\/login/);
  await page.goto('/apiReference');
  const pane = portal.pane();
  await expect(pane.getByRole('heading', { name: 'Service order portal API' }).first()).toBeVisible({
    timeout: 30_000,
  });
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await shot(page, 'api-reference-390');
});

test('a customer has no API reference in the menu and is refused the page', async ({ page }) => {
  const portal = new PortalPage(page);
  await portal.signIn('customer');
  await expect(portal.menuItem('API 参考')).toHaveCount(0);
  await page.goto('/apiReference');
  await expect(page.getByText('抱歉，您访问的页面不存在。')).toBeVisible();
});
