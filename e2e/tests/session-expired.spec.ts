import { expect, test } from '@playwright/test';
import { PortalPage } from '../pages/portal-page';

test('a token revoked on the server brings the 系统提示 alert and leads to login with from', async ({
  page,
  request,
}) => {
  const portal = new PortalPage(page);
  await portal.signIn('customer');
  await portal.openMenu('系统公告');
  await expect(portal.pane().getByText('服务门户上线公告')).toBeVisible();

  const token = await portal.token();
  const revoked = await request.post('/api/auth/logout', { headers: { authorization: `Bearer ${token}` } });
  expect(revoked.ok()).toBe(true);

  await portal.pane().getByPlaceholder('请输入关键字').fill('春节');
  await portal.pane().getByRole('button', { name: '查询' }).click();
  const alert = page.getByRole('dialog').filter({ hasText: '系统提示' });
  await expect(alert).toContainText('登录状态已过期, 请退出重新登录!');
  await alert.getByRole('button', { name: '重新登录' }).click();
  // The list keeps its search in the URL, so the way back carries it.
  await expect(page).toHaveURL(/\/login\?from=\/systemAnnounce%3Fkeyword%3D%25E6%2598%25A5%25E8%258A%2582$/);
  await expect(alert).toBeHidden();
  await portal.login.signIn('customer');
  await expect(page).toHaveURL(/\/systemAnnounce\?keyword=%E6%98%A5%E8%8A%82$/);
});
