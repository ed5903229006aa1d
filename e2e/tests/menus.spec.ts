import { expect, test } from '@playwright/test';
import { PortalPage } from '../pages/portal-page';

const CUSTOMER_MENU = ['工作台', '我要下单', '工单查询', '配件查询', '报修用户', '系统公告'];

test('a customer sees the customer menu only', async ({ page }) => {
  const portal = new PortalPage(page);
  await portal.signIn('customer');
  for (const name of CUSTOMER_MENU) await expect(portal.menuItem(name)).toBeVisible();
  for (const name of ['系统用户', '派单台', '派单查询']) await expect(portal.menuItem(name)).toHaveCount(0);
  await expect(portal.chatButton()).toHaveCount(0);
});

test('admin sees system users, notices, the dispatch station and the chat button', async ({ page }) => {
  const portal = new PortalPage(page);
  await portal.signIn('admin');
  for (const name of ['系统用户', '通知', '派单台'])
    await expect(portal.menuItem(name).first()).toBeVisible();
  await expect(portal.chatButton()).toBeVisible();
  await portal.openMenu('派单台');
  await expect(portal.pane().getByRole('tab', { name: /待派单/ })).toBeVisible();
});

test('manager sees no dispatch station, no dispatch query and no chat button', async ({ page }) => {
  const portal = new PortalPage(page);
  await portal.signIn('manager');
  await expect(portal.menuItem('系统用户')).toBeVisible();
  await expect(portal.menuItem('派单台')).toHaveCount(0);
  await expect(portal.menuItem('派单查询')).toHaveCount(0);
  await expect(portal.chatButton()).toHaveCount(0);
  await page.goto('/dispatchStation');
  await expect(page.getByText('抱歉，您访问的页面不存在。')).toBeVisible();
});

test('one @portal/shared instance serves the host and all four remotes', async ({ page }) => {
  const portal = new PortalPage(page);
  await portal.signIn('admin');
  await expect(portal.chatButton()).toBeVisible();
  await portal.openMenu('系统公告');
  await expect(portal.pane().getByText('服务门户上线公告')).toBeVisible();
  await portal.openMenu('系统用户');
  await expect(portal.pane().getByRole('cell', { name: 'engineer', exact: true })).toBeVisible();
  await portal.openMenu('派单台');
  await expect(portal.pane().getByRole('tab', { name: /待派单/ })).toBeVisible();
  expect(
    await page.evaluate(
      () =>
        (globalThis as unknown as { __portalSharedInstances__: { count: number } }).__portalSharedInstances__
          .count,
    ),
  ).toBe(1);
});
