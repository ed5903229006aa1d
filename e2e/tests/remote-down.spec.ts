import { expect, test } from '@playwright/test';
import { PortalPage } from '../pages/portal-page';

test('a remote whose server is down shows the error panel in its tab while the rest works', async ({
  page,
}) => {
  const portal = new PortalPage(page);
  await page.route('**/remotes/remote-admin/**', (route) => route.abort('connectionrefused'));
  await portal.signIn('admin');

  await portal.openMenu('系统用户');
  const panel = page.getByText('模块加载失败');
  await expect(panel).toBeVisible();

  await portal.openMenu('系统公告');
  await expect(portal.pane().getByText('服务门户上线公告')).toBeVisible();
  await expect(portal.chatButton()).toBeVisible();

  await page.unroute('**/remotes/remote-admin/**');
  await portal.tab(/系统用户/).click();
  await page.getByRole('button', { name: /重\s*试/ }).click();
  await expect(portal.pane().getByRole('cell', { name: 'engineer', exact: true })).toBeVisible();
});
