import { expect, test } from '@playwright/test';
import { PortalPage } from '../pages/portal-page';
import { SettlementPage } from '../pages/settlement-page';
import { orderAwaitingConfirmation } from '../support/orders';

test('confirms an order awaiting settlement, which then shows as confirmed', async ({ page }) => {
  // An order of its own: the demo orders awaiting confirmation may be confirmed by other tests.
  const order = await orderAwaitingConfirmation(test.info().project.use.baseURL as string);
  const portal = new PortalPage(page);
  await portal.signIn('customer');

  await portal
    .pane()
    .getByRole('link', { name: /^结算对账，\d+ 单待确认$/ })
    .click();
  await expect(page).toHaveURL(/\/settlement$/);
  const settlement = new SettlementPage(portal);
  await settlement.search(order.serviceNo);
  const row = settlement.row(order.serviceNo);
  await expect(row).toContainText('288.80');
  await row.getByRole('button', { name: '展开行' }).click();
  await expect(settlement.pane.getByRole('cell', { name: '上门服务费', exact: true })).toBeVisible();
  await expect(settlement.pane.getByRole('cell', { name: '工程师劳务', exact: true })).toHaveCount(0);

  await row.getByRole('checkbox').check();
  await expect(settlement.pane.getByText('已选 1 单合计')).toBeVisible();
  await settlement.pane.getByRole('button', { name: '批量确认' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText(order.serviceNo);
  await settlement.pressOk(dialog);
  await expect(portal.message('已确认 1 个工单')).toBeVisible();
  await expect(row).toHaveCount(0);

  await settlement.show('已确认');
  await expect(settlement.row(order.serviceNo)).toBeVisible();
  await settlement.row(order.serviceNo).getByRole('link', { name: order.serviceNo }).click();
  await expect(portal.pane().getByText('已确认').first()).toBeVisible();
  await expect(portal.pane().getByText('确认结算 · 张客户')).toBeVisible();
});
