import { expect, test } from '@playwright/test';
import { PortalPage } from '../pages/portal-page';

test('a signed-out visit lands on login with from, and signing in returns there', async ({ page }) => {
  const portal = new PortalPage(page);
  await page.goto('/orderQuery');
  await expect(page).toHaveURL(/\/login\?from=\/orderQuery$/);
  await portal.login.signIn('customer');
  await expect(page).toHaveURL(/\/orderQuery$/);
  await expect(portal.tab(/工单查询/)).toBeVisible();
});

test('the root path sends a signed-out visitor to login without from', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveURL(/\/login$/);
});

test('a wrong password shows the server message and stays on login', async ({ page }) => {
  const portal = new PortalPage(page);
  await portal.login.goto();
  await portal.login.signIn('customer', 'wrong-password');
  await expect(page.getByText('用户名或密码错误')).toBeVisible();
  await expect(page).toHaveURL(/\/login/);
});

test('an unknown path shows the 404 page inside the portal', async ({ page }) => {
  const portal = new PortalPage(page);
  await portal.signIn('customer');
  await page.goto('/no/such/page');
  await expect(page.getByText('抱歉，您访问的页面不存在。')).toBeVisible();
});
