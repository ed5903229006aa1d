import { expect, test } from '@playwright/test';
import { PortalPage } from '../pages/portal-page';

test('zh_TW calls a project 專案 on the order query and on the dispatch pages alike', async ({ page }) => {
  const portal = new PortalPage(page);
  await portal.signIn('admin');
  await page.evaluate(() => localStorage.setItem('portal.language', 'zh_TW'));

  for (const url of ['/orderQuery', '/dispatchStation', '/dispatchStation/dispatchQuery']) {
    await page.goto(url);
    const pane = portal.pane();
    await expect(pane.locator('.ant-table-tbody tr.ant-table-row').first()).toBeVisible();
    await expect(pane.getByText(/專案/).first()).toBeVisible();
    await expect(pane.getByText(/項目/)).toHaveCount(0);
  }
});
