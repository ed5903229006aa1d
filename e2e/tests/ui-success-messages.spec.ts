import { expect, test } from '@playwright/test';
import { PortalPage } from '../pages/portal-page';
import { DispatchStationPage } from '../pages/dispatch-station-page';
import { DispatchOrderPages } from '../pages/dispatch-order-pages';
import { unique } from '../pages/dispatch-api';
import { placeOrderByApi } from '../support/orders';

test('edits say 修改成功 and additions 新增成功, not 操作成功', async ({ page, baseURL }) => {
  // Another company's order keeps this test out of the flow test's counts.
  const order = await placeOrderByApi(baseURL!, 'customer2', unique('e2e 成功提示'));
  const portal = new PortalPage(page);
  await portal.signIn('admin');
  const station = new DispatchStationPage(portal);
  const pages = new DispatchOrderPages(portal);
  await station.open();
  await station.search(order.serviceNo);

  await station.rowAction(order.serviceNo, '修改预约');
  const appointment = page.getByRole('dialog', { name: '修改预约时间' });
  await appointment.getByRole('button', { name: '确定' }).click();
  await expect(portal.message('修改成功')).toBeVisible();
  await expect(appointment).toBeHidden();
  await expect(portal.message('操作成功')).toHaveCount(0);

  await station.rowAction(order.serviceNo, '跟踪记录');
  await expect(portal.tab(/跟踪记录/)).toBeVisible();
  await pages.addTrackingRecord(unique('e2e 跟踪'));
  await expect(portal.message('操作成功')).toHaveCount(0);
});
