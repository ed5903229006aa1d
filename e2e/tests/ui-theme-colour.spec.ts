import { expect, test, type Locator } from '@playwright/test';
import { PortalPage } from '../pages/portal-page';
import { shot } from '../support/shots';

const PINK = '#eb2f96';
const PINK_RGB = 'rgb(235, 47, 150)';

async function choosePink(portal: PortalPage): Promise<void> {
  await portal.page.getByRole('button', { name: '主题设置' }).click();
  const drawer = portal.page.getByRole('dialog');
  const pink = drawer.getByRole('button', { name: PINK });
  // A click that lands while the drawer slides in can be lost: click until the colour shows as chosen.
  await expect(async () => {
    await pink.click();
    await expect(pink).toHaveAttribute('aria-pressed', 'true', { timeout: 1_000 });
  }).toPass();
  await drawer
    .getByRole('button', { name: /关\s*闭|Close/ })
    .first()
    .click();
  await expect(drawer).toBeHidden();
}

const colourOf = (element: Locator) => element.evaluate((el) => getComputedStyle(el).color);

test('the chosen theme colour reaches the links and link buttons of every remote', async ({ page }) => {
  const portal = new PortalPage(page);
  await portal.signIn('admin');
  await choosePink(portal);

  await portal.openMenu('派单台');
  const pane = portal.pane();
  const firstRow = pane.locator('.ant-table-tbody tr.ant-table-row').first();
  await expect(firstRow).toBeVisible();
  await expect.poll(() => colourOf(firstRow.getByRole('link').first())).toBe(PINK_RGB);
  // 详情, the inline actions and 更多: every link and link button of the row.
  const actions = firstRow.locator('a, button.ant-btn-link');
  expect(await actions.count()).toBeGreaterThanOrEqual(3);
  await expect(firstRow.getByRole('link', { name: '详情', exact: true })).toBeVisible();
  await expect
    .poll(() => actions.evaluateAll((els) => [...new Set(els.map((el) => getComputedStyle(el).color))]))
    .toEqual([PINK_RGB]);
  await shot(page, 'theme-pink-dispatch-station-zh_CN');

  await portal.openMenu('派单查询');
  await expect.poll(() => colourOf(portal.pane().getByRole('button', { name: '展开' }))).toBe(PINK_RGB);

  await portal.openMenu('系统用户');
  const userRow = portal.pane().locator('.ant-table-tbody tr.ant-table-row').first();
  await expect(userRow).toBeVisible();
  const userAction = userRow.locator('a, button.ant-btn-link').first();
  await expect.poll(() => colourOf(userAction)).toBe(PINK_RGB);
});

test('a customer sees the theme colour on the order query', async ({ page }) => {
  const portal = new PortalPage(page);
  await portal.signIn('customer');
  await choosePink(portal);
  await portal.openMenu('工单查询');
  const row = portal.pane().locator('.ant-table-tbody tr.ant-table-row').first();
  await expect(row).toBeVisible();
  await expect.poll(() => colourOf(row.getByRole('link').first())).toBe(PINK_RGB);
  await expect.poll(() => colourOf(portal.pane().getByRole('button', { name: '展开' }))).toBe(PINK_RGB);
  await shot(page, 'theme-pink-order-query-zh_CN');
});
