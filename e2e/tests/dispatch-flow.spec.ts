import { expect, test, type Browser } from '@playwright/test';
import { PortalPage } from '../pages/portal-page';
import { DispatchStationPage } from '../pages/dispatch-station-page';
import { DispatchOrderPages } from '../pages/dispatch-order-pages';
import { CustomerStatusCards, DispatchTasksPage } from '../pages/dispatch-tasks-page';
import { PlaceOrderPage } from '../pages/place-order-page';
import { SettlementPage } from '../pages/settlement-page';
import { RECEIPT_PNG, unique } from '../pages/dispatch-api';

const CUSTOMER_STATUSES = ['待派单', '待接单', '待到场', '待完工', '待验收', '待确认'];
const ENGINEER_STATUSES = ['待接单', '待到场', '待完工', '待验收'];

async function signedIn(browser: Browser, username: string) {
  const context = await browser.newContext();
  const portal = new PortalPage(await context.newPage());
  await portal.signIn(username);
  return { context, portal };
}

/** Expects each count to have moved by `delta` from `before` (others may add orders meanwhile, so only ours is counted). */
const moved = (before: Record<string, number>, delta: Record<string, number>) =>
  Object.fromEntries(Object.entries(delta).map(([status, d]) => [status, before[status] + d]));

test('an order goes from the customer through dispatch, the engineer and settlement back to the customer', async ({
  browser,
}) => {
  test.setTimeout(300_000);
  const customer = await signedIn(browser, 'customer');
  const admin = await signedIn(browser, 'admin');
  const engineer = await signedIn(browser, 'engineer');
  const cards = new CustomerStatusCards(customer.portal);
  const station = new DispatchStationPage(admin.portal);
  const adminPages = new DispatchOrderPages(admin.portal);
  const tasks = new DispatchTasksPage(engineer.portal);
  const engineerPages = new DispatchOrderPages(engineer.portal);

  // The customer places an order through the order form.
  let customerBefore = await cards.fresh(CUSTOMER_STATUSES);
  const form = new PlaceOrderPage(customer.portal);
  await form.open();
  await form.fill({ faultDescription: unique('e2e 派单流程') });
  await form.submit();
  await expect(customer.portal.message('新增成功')).toBeVisible();
  await expect(customer.portal.page).toHaveURL(/\/orderQueryDetails\?id=\d+$/);
  const order = {
    id: Number(new URL(customer.portal.page.url()).searchParams.get('id')),
    serviceNo: (await customer.portal
      .pane()
      .getByText(/^SO\d+$/)
      .first()
      .textContent()) as string,
  };
  await cards.reload();
  await expect.poll(() => cards.counts(['待派单'])).toEqual(moved(customerBefore, { 待派单: 1 }));

  // admin finds it at the station and dispatches it to 赵工程师.
  await station.open();
  await station.search(order.serviceNo);
  await station.expectCounts({ 待派单: 1, 待接单: 0, 全部: 1 });
  await expect(station.row(order.serviceNo)).toBeVisible();
  const engineerBefore = await tasks.counts(ENGINEER_STATUSES);
  customerBefore = await cards.fresh(CUSTOMER_STATUSES);
  await station.rowAction(order.serviceNo, '派单');
  await expect(admin.portal.tab(/派单录入/)).toBeVisible();
  await adminPages.dispatchTo('赵工程师');
  await adminPages.expectSuccess();
  await expect(admin.portal.tab(/派单录入/)).toHaveCount(0);
  await station.expectCounts({ 待派单: 0, 待接单: 1 });
  await cards.reload();
  await expect
    .poll(() => cards.counts(['待派单', '待接单']))
    .toEqual(moved(customerBefore, { 待派单: -1, 待接单: 1 }));

  // The engineer claims it, arrives, and completes it with a receipt photo.
  await tasks.refresh();
  await tasks.expectCount('待接单', engineerBefore['待接单'] + 1);
  await tasks.showMany();
  await tasks.row(order.serviceNo).getByRole('button', { name: '接单' }).click();
  await engineerPages.expectSuccess();
  await tasks.expectCount('待接单', engineerBefore['待接单']);
  await tasks.expectCount('待到场', engineerBefore['待到场'] + 1);
  await tasks.chooseTab('待到场', order.serviceNo);
  await tasks.row(order.serviceNo).getByRole('button', { name: '到场' }).click();
  await engineerPages.expectSuccess();
  await tasks.expectCount('待到场', engineerBefore['待到场']);
  await tasks.expectCount('待完工', engineerBefore['待完工'] + 1);
  await tasks.chooseTab('待完工', order.serviceNo);
  customerBefore = await cards.fresh(CUSTOMER_STATUSES);
  await tasks.row(order.serviceNo).getByRole('link', { name: '完工' }).click();
  await expect(engineer.portal.tab(/任务详情/)).toBeVisible();
  await engineerPages.uploadReceipt('现场照片', {
    name: 'site.png',
    mimeType: 'image/png',
    buffer: RECEIPT_PNG,
  });
  await engineerPages.pane().getByRole('button', { name: '完工', exact: true }).click();
  await engineerPages.expectSuccess();
  await engineerPages.expectStatus('待验收');
  await expect(engineerPages.timelineEntries()).toHaveText([/创建工单/, /派单/, /接单/, /到场/, /完工/]);
  await engineer.portal.tab(/我的任务/).click();
  await tasks.expectCount('待完工', engineerBefore['待完工']);
  await tasks.expectCount('待验收', engineerBefore['待验收'] + 1);
  await cards.reload();
  await expect
    .poll(() => cards.counts(['待完工', '待验收']))
    .toEqual(moved(customerBefore, { 待完工: -1, 待验收: 1 }));

  // admin adds a tracking record, accepts with the income fees, closes expenses, issues the settlement.
  await admin.portal.tab(/派单台/).click();
  await station.refresh();
  await station.expectCounts({ 待接单: 0, 待验收: 1 });
  await station.chooseTab('待验收', order.serviceNo);
  await station.rowAction(order.serviceNo, '跟踪记录');
  const note = unique('已回访客户');
  await adminPages.addTrackingRecord(note, { customerVisible: true });
  await expect(adminPages.pane().getByRole('cell', { name: note })).toBeVisible();

  // Income and expenses are not customer tabs: the order leaves 待验收 and shows again under 待确认.
  customerBefore = await cards.fresh(CUSTOMER_STATUSES);
  await admin.portal.tab(/派单台/).click();
  await station.rowAction(order.serviceNo, '验收');
  await expect(adminPages.pane().getByRole('img', { name: 'site.png' })).toBeVisible();
  await adminPages.addFee('收入费用', '上门服务费', 300);
  await adminPages.feeCard('收入费用').getByRole('button', { name: '验收并关闭收入' }).click();
  await adminPages.expectSuccess();
  await adminPages.expectStatus('收入已关单');
  await expect(adminPages.feeCard('收入费用')).toContainText('合计：300');

  await admin.portal.tab(/派单台/).click();
  await station.expectCounts({ 待验收: 0, 收入已关单: 1 });
  await station.chooseTab('收入已关单', order.serviceNo);
  await station.rowAction(order.serviceNo, '关单');
  await expect(adminPages.feeCard('支出费用').getByRole('button', { name: '关闭支出' })).toBeVisible();
  await expect(adminPages.pane().getByRole('button', { name: '出具结算' })).toBeDisabled();
  await adminPages.addFee('支出费用', '工程师劳务', 180);
  await adminPages.feeCard('支出费用').getByRole('button', { name: '关闭支出' }).click();
  await adminPages.expectSuccess();
  await adminPages.expectStatus('支出已关单');
  await adminPages.pane().getByRole('button', { name: '出具结算' }).click();
  await admin.portal.page
    .locator('.ant-popover:not(.ant-popover-hidden)')
    .getByRole('button', { name: '确定' })
    .click();
  await adminPages.expectSuccess();
  await adminPages.expectStatus('待确认');
  await admin.portal.tab(/派单台/).click();
  await station.expectCounts({ 收入已关单: 0, 支出已关单: 0, 待确认: 1 });
  await cards.reload();
  await expect
    .poll(() => cards.counts(['待验收', '待确认']))
    .toEqual(moved(customerBefore, { 待验收: -1, 待确认: 1 }));

  // The customer confirms the settlement on the settlement page.
  customerBefore = await cards.fresh(CUSTOMER_STATUSES);
  const settlement = new SettlementPage(customer.portal);
  await settlement.open();
  await settlement.search(order.serviceNo);
  await settlement.row(order.serviceNo).getByRole('checkbox').check();
  await settlement.pane.getByRole('button', { name: '批量确认' }).click();
  const confirmDialog = customer.portal.page.getByRole('dialog', { name: '确认结算' });
  await expect(confirmDialog).toContainText(order.serviceNo);
  await settlement.pressOk(confirmDialog);
  await expect(customer.portal.message('已确认 1 个工单')).toBeVisible();
  await cards.reload();
  await expect.poll(() => cards.counts(['待确认'])).toEqual(moved(customerBefore, { 待确认: -1 }));
  await station.refresh();
  await station.expectCounts({ 待确认: 0, 全部: 1 });

  // Every step is on the order's timeline, with who did it.
  await admin.portal.openMenu('派单查询');
  await admin.portal
    .pane()
    .getByRole('textbox', { name: /^服务单号/ })
    .fill(order.serviceNo);
  await admin.portal.pane().getByRole('button', { name: '查询' }).click();
  await admin.portal.pane().getByRole('link', { name: order.serviceNo, exact: true }).click();
  await expect(admin.portal.tab(/工单详情/)).toBeVisible();
  await expect(adminPages.timelineEntries()).toHaveText([
    /创建工单.*张客户.*待派单/,
    /派单.*系统管理员.*待派单 → 待接单/,
    /接单.*赵工程师.*待接单 → 待到场/,
    /到场.*赵工程师.*待到场 → 待完工/,
    /完工.*赵工程师.*待完工 → 待验收/,
    /验收.*系统管理员.*待验收 → 收入已关单/,
    /关闭支出.*系统管理员.*收入已关单 → 支出已关单/,
    /出具结算.*系统管理员.*支出已关单 → 待确认/,
    /确认结算.*张客户.*待确认 → 已确认/,
  ]);

  for (const side of [customer, admin, engineer]) await side.context.close();
});
