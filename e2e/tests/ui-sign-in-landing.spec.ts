import { expect, test } from '@playwright/test';
import { PortalPage } from '../pages/portal-page';

test('an engineer sent back to a page their role cannot open lands on their home, not 404', async ({
  page,
}) => {
  const portal = new PortalPage(page);
  await page.goto('/orderQuery');
  await expect(page).toHaveURL(/\/login\?from=%2ForderQuery$|\/login\?from=\/orderQuery$/);
  await portal.login.signIn('engineer');
  await expect(page).toHaveURL(/\/myTasks$/);
  await expect(portal.tab(/我的任务/)).toBeVisible();
  await expect(portal.tabs()).toHaveCount(1);
});

test('a page the user can open is still where sign-in lands', async ({ page }) => {
  const portal = new PortalPage(page);
  await page.goto('/systemAnnounce');
  await portal.login.signIn('engineer');
  await expect(page).toHaveURL(/\/systemAnnounce$/);
  await expect(portal.tab(/系统公告/)).toBeVisible();
});
