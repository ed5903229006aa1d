import { expect, test } from '@playwright/test';
import { PortalPage } from '../pages/portal-page';
import { unique } from '../support/orders';

test('an announcement a manager publishes reaches the customers', async ({ page, browser }) => {
  const manager = new PortalPage(page);
  await manager.signIn('manager');
  await manager.openMenu('系统公告');
  const title = `设备巡检安排 ${unique()}`;
  await manager.pane().getByRole('button', { name: '发布公告' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('公告标题').fill(title);
  await dialog.getByLabel('公告内容').fill('本周六上午进行设备巡检。\n请提前做好准备。');
  await dialog.getByRole('button', { name: '确定' }).click();
  await expect(manager.message('发布成功')).toBeVisible();
  await expect(manager.pane().getByRole('link', { name: title })).toBeVisible();

  const { baseURL, locale, timezoneId } = test.info().project.use;
  const context = await browser.newContext({ baseURL, locale, timezoneId });
  try {
    const customer = new PortalPage(await context.newPage());
    await customer.signIn('customer');
    await expect(customer.pane().getByRole('link', { name: title })).toBeVisible();
    await customer.openMenu('系统公告');
    await customer.pane().getByRole('link', { name: title }).click();
    await expect(customer.pane().getByRole('heading', { name: title })).toBeVisible();
    await expect(customer.pane().getByText('本周六上午进行设备巡检。')).toBeVisible();
  } finally {
    await context.close();
  }
});
