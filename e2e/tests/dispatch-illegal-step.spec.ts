import { expect, test } from '@playwright/test';
import { apiAs, createUser } from '../support/api';
import { PortalPage } from '../pages/portal-page';
import { DispatchStationPage } from '../pages/dispatch-station-page';
import { DispatchOrderPages } from '../pages/dispatch-order-pages';
import { tomorrowAtTen, unique } from '../pages/dispatch-api';
import { placeOrderByApi } from '../support/orders';

test("a step the order has moved past shows the server's message and changes nothing", async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  // Another company's order and an engineer of its own keep this test out of the flow test's counts.
  const order = await placeOrderByApi(baseURL!, 'customer2', unique('e2e 非法步骤'));
  const technician = await createUser(baseURL!, { authority: 'technician' });
  const technicianApi = await apiAs(baseURL!, technician.username, technician.password);
  const technicianId = (await (await technicianApi.get('/api/order/user/detail')).json()).data.id as number;

  const context = await browser.newContext();
  const portal = new PortalPage(await context.newPage());
  await portal.signIn('admin');
  const station = new DispatchStationPage(portal);
  const pages = new DispatchOrderPages(portal);
  await station.open();
  await station.search(order.serviceNo);
  await station.rowAction(order.serviceNo, '派单');
  await expect(pages.pane().getByRole('button', { name: '派单', exact: true })).toBeEnabled();

  // Meanwhile another dispatcher dispatches it.
  const adminApi = await apiAs(baseURL!, 'dispatcher');
  const res = await adminApi.post(`/api/dispatch/service/${order.id}/dispatch`, {
    data: { engineerId: technicianId, appointmentTime: tomorrowAtTen() },
  });
  expect(res.ok()).toBe(true);

  await pages.dispatchTo('赵工程师');
  await expect(portal.message('当前状态「待接单」不能执行「派单」')).toBeVisible();
  await expect(portal.tab(/派单录入/)).toBeVisible();

  await portal.tab(/派单台/).click();
  await station.refresh();
  await station.expectCounts({ 待派单: 0, 待接单: 1 });
  await station.chooseTab('待接单');
  await expect(station.row(order.serviceNo).getByRole('cell', { name: /^测试/ })).toBeVisible();

  for (const c of [technicianApi, adminApi]) await c.dispose();
  await context.close();
});
