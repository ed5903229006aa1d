import { expect, test } from '@playwright/test';
import { OrderQueryPage } from '../pages/order-query-page';
import { PortalPage } from '../pages/portal-page';
import { placeOrderByApi } from '../support/orders';

test("another company's customer neither finds an order in the list nor opens it by its URL", async ({
  page,
}) => {
  const order = await placeOrderByApi(test.info().project.use.baseURL as string, 'customer');
  const portal = new PortalPage(page);
  await portal.signIn('customer2');

  await page.goto(`/orderQuery?tab=total&serviceNo=${order.serviceNo}`);
  const query = new OrderQueryPage(portal);
  await expect(query.statusTab('全部')).toHaveText('全部 (0)');
  await expect(query.pane.locator('.ant-empty-description')).toHaveText('暂无数据');
  await expect(query.rows()).toHaveCount(0);

  await page.goto(`/orderQueryDetails?id=${order.id}`);
  await expect(portal.pane().getByText('工单不存在或无权查看')).toBeVisible();
  await expect(portal.pane().getByText(order.faultDescription)).toHaveCount(0);
  await page.goto(`/addAccessory?id=${order.id}`);
  await expect(portal.pane().getByText('工单不存在或无权查看')).toBeVisible();
});
