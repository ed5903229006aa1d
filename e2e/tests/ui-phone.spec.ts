import { expect, test, type Page } from '@playwright/test';
import { PortalPage } from '../pages/portal-page';
import { RECEIPT_PNG } from '../pages/dispatch-api';
import { orderDispatchedToEngineer } from '../support/orders';

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

async function signInOnPhone(page: Page, username: string, home: RegExp): Promise<PortalPage> {
  const portal = new PortalPage(page);
  await portal.login.goto();
  await portal.login.signIn(username);
  await expect(page).toHaveURL(home);
  await expect(portal.pane()).toBeVisible();
  return portal;
}

/** The page itself never scrolls sideways (a wide table may scroll inside its own box). */
async function expectNoSidewaysScroll(page: Page): Promise<void> {
  await expect
    .poll(() => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth))
    .toBeLessThanOrEqual(0);
}

async function expectTouchTarget(page: Page, name: string): Promise<void> {
  const box = await page
    .locator('.portal-tab-pane:not([hidden])')
    .getByRole('button', { name, exact: true })
    .first()
    .boundingBox();
  expect(box, name).not.toBeNull();
  expect(box!.height).toBeGreaterThanOrEqual(40);
  expect(box!.width).toBeGreaterThanOrEqual(300);
}

test('an engineer on a phone: menu in a drawer, tasks as cards, claim, arrive, camera photo, complete', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const order = await orderDispatchedToEngineer(baseURL!, 'customer2');
  const portal = await signInOnPhone(page, 'engineer', /\/myTasks$/);

  // No side column: the menu opens as a drawer from the header and closes on a choice.
  await expect(page.locator('.portal-sider')).toHaveCount(0);
  await page.getByRole('button', { name: '展开菜单' }).tap();
  const drawer = page.locator('.portal-phone-nav');
  await drawer.getByRole('menuitem', { name: '系统公告' }).tap();
  await expect(page).toHaveURL(/\/systemAnnounce$/);
  await expect(drawer.getByRole('menuitem', { name: '系统公告' })).toBeHidden();
  await expectNoSidewaysScroll(page);
  await page.getByRole('button', { name: '展开菜单' }).tap();
  await drawer.getByRole('menuitem', { name: '我的任务' }).tap();
  await expect(page).toHaveURL(/\/myTasks$/);

  const card = portal.pane().getByTestId('task-card').filter({ hasText: order.serviceNo });
  await expect(card).toBeVisible();
  await expectNoSidewaysScroll(page);
  await expectTouchTarget(page, '接单');
  await card.getByRole('button', { name: '接单', exact: true }).tap();
  await expect(portal.message('操作成功')).toBeVisible();

  await portal
    .pane()
    .getByRole('tab', { name: /^待到场/ })
    .tap();
  await expectTouchTarget(page, '到场');
  await card.getByRole('button', { name: '到场', exact: true }).tap();
  await expect(portal.message('操作成功').last()).toBeVisible();

  await portal
    .pane()
    .getByRole('tab', { name: /^待完工/ })
    .tap();
  await card.getByRole('button', { name: '完工', exact: true }).tap();
  await expect(page).toHaveURL(/\/myTasks\/details\?id=\d+$/);
  await expectNoSidewaysScroll(page);

  // Site photos come from the back camera.
  const photos = portal
    .pane()
    .locator('[data-testid^="receipt-template-"]')
    .filter({ has: page.locator('.ant-card-head-title', { hasText: '现场照片' }) });
  const input = photos.locator('input[type=file]');
  await expect(input).toHaveAttribute('capture', 'environment');
  await expect(input).toHaveAttribute('accept', 'image/*');
  await input.setInputFiles({ name: 'site.png', mimeType: 'image/png', buffer: RECEIPT_PNG });
  await expect(photos.getByRole('img', { name: 'site.png' })).toBeVisible();

  const complete = portal.pane().getByRole('button', { name: '完工', exact: true });
  const box = await complete.boundingBox();
  expect(box!.height).toBeGreaterThanOrEqual(40);
  await complete.tap();
  await expect(portal.message('操作成功').last()).toBeVisible();
  await expectNoSidewaysScroll(page);
});

test('the rest of the portal at 390 px: no sideways page scroll, every header control on screen', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signInOnPhone(page, 'admin', /\/workplace$/);
  const header = page.locator('.portal-header');
  for (const path of [
    '/workplace',
    '/order',
    '/orderQuery',
    '/accessoriesQuery',
    '/repairUser',
    '/systemUser',
    '/notice',
    '/dispatchStation',
    '/dispatchStation/dispatchQuery',
  ]) {
    await page.goto(path);
    await expect(page.locator('.portal-tab-pane:not([hidden])')).toBeVisible();
    await expect(page.locator('.portal-tab-pane:not([hidden]) .ant-spin-spinning')).toHaveCount(0);
    await expectNoSidewaysScroll(page);
    for (const control of await header.locator('button, [role=button], a').all()) {
      if (!(await control.isVisible())) continue;
      const box = (await control.boundingBox())!;
      expect(box.x, path).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width, path).toBeLessThanOrEqual(390);
    }
  }
});

test('status tabs on a phone scroll sideways, hold only tabs, and show the chosen one', async ({ page }) => {
  const portal = await signInOnPhone(page, 'engineer', /\/myTasks$/);
  // The last status: off the strip's right edge at 390 px, scrolled into view when it is the chosen one.
  await page.goto('/myTasks?tab=confirmed');
  const tabs = portal.pane().getByRole('tablist');
  const chosen = tabs.getByRole('tab', { name: /^已确认/ });
  await expect(chosen).toHaveAttribute('aria-selected', 'true');
  await expect(chosen).toBeInViewport({ ratio: 1 });
  await expect(tabs.getByRole('tab', { name: /^待接单/ })).not.toBeInViewport({ ratio: 1 });
  // No tab folded into a "more" menu, whose button would sit inside the tab list.
  await expect(tabs.getByRole('button')).toHaveCount(0);
  await tabs.getByRole('tab', { name: /^待接单/ }).tap();
  await expect(tabs.getByRole('tab', { name: /^待接单/ })).toHaveAttribute('aria-selected', 'true');
  await expectNoSidewaysScroll(page);
});

test('a customer on a phone sees their orders as cards: status, facts, and the way to the details', async ({
  page,
}) => {
  const portal = await signInOnPhone(page, 'customer', /\/workplace$/);
  await page.goto('/orderQuery?tab=total');
  const cards = portal.pane().getByTestId('order-card');
  await expect(cards.first()).toBeVisible();
  // No table squeezed into 390 px (it showed the number and the actions, the rest scrolled away).
  await expect(portal.pane().getByRole('table')).toHaveCount(0);
  const first = cards.first();
  await expect(first.getByText('报修用户')).toBeVisible();
  await expect(first.getByText('预约时间')).toBeVisible();
  await expect(first.locator('.ant-tag')).toBeVisible();
  const serviceNo = (await first.getByRole('link').first().textContent())!.trim();
  await first.getByRole('button', { name: /详\s*情/ }).tap();
  await expect(page).toHaveURL(/\/orderQueryDetails\?id=\d+$/);
  await expect(portal.pane().getByText(serviceNo).first()).toBeVisible();
  await expectNoSidewaysScroll(page);
});
