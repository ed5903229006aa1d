import { expect, test } from '@playwright/test';
import { PortalPage } from '../pages/portal-page';

test('open tabs, their order and the active one survive a reload', async ({ page }) => {
  const portal = new PortalPage(page);
  await portal.signIn('customer');
  await portal.openMenu('工单查询');
  await portal.openMenu('配件查询');
  await portal.openMenu('报修用户');
  await portal.tab(/配件查询/).click();
  await expect(page).toHaveURL(/\/accessoriesQuery$/);
  await expect(portal.tabs()).toHaveText([/工作台/, /工单查询/, /配件查询/, /报修用户/]);

  await page.reload();
  await expect(portal.tabs()).toHaveText([/工作台/, /工单查询/, /配件查询/, /报修用户/]);
  await expect(portal.tab(/配件查询/)).toHaveAttribute('aria-selected', 'true');
  await expect(page).toHaveURL(/\/accessoriesQuery$/);

  // Another tab opened after the reload goes to the end; the restored ones still open their pages.
  await portal.tab(/工单查询/).click();
  await expect(page).toHaveURL(/\/orderQuery$/);
  await expect(portal.tab(/工单查询/)).toHaveAttribute('aria-selected', 'true');
});

test('signing out and in as someone else starts from their home tab', async ({ page }) => {
  const portal = new PortalPage(page);
  await portal.signIn('customer');
  await portal.openMenu('报修用户');
  await expect(portal.tabs()).toHaveText([/工作台/, /报修用户/]);
  await page.evaluate(() => {
    localStorage.removeItem('portal.accessToken');
    sessionStorage.removeItem('portal.accessToken');
  });
  await portal.signIn('admin');
  await expect(portal.tabs()).toHaveText([/工作台/]);
});
