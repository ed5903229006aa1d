import { expect, test } from '@playwright/test';
import { PortalPage } from '../pages/portal-page';
import { DispatchStationPage } from '../pages/dispatch-station-page';
import { orderAwaitingAcceptance } from '../support/orders';

test('the exception page says why 改派 is greyed out for an order pending acceptance', async ({
  page,
  baseURL,
}) => {
  const order = await orderAwaitingAcceptance(baseURL!, 'customer2');
  const portal = new PortalPage(page);
  await portal.signIn('admin');
  const station = new DispatchStationPage(portal);
  await station.open();
  await station.search(order.serviceNo);
  await station.chooseTab('待验收', order.serviceNo);
  await station.rowAction(order.serviceNo, '异常');

  const redispatch = portal.pane().getByRole('button', { name: '改派', exact: true });
  await expect(redispatch).toBeDisabled();
  await redispatch.locator('..').hover();
  await expect(page.getByRole('tooltip')).toHaveText(
    '工单「待验收」，不能改派：只有待接单、待到场、待完工的工单可以改派',
  );

  // Keyboard users reach the reason too.
  await portal.pane().getByRole('button', { name: '更换工程师', exact: true }).locator('..').focus();
  await expect(page.getByRole('tooltip').filter({ hasText: '不能更换工程师' })).toBeVisible();
});
