import { expect, test } from '@playwright/test';
import { PortalPage } from '../pages/portal-page';
import { apiAs, createUser } from '../support/api';

test('the bell drops down the newest notices with unread marks; one opens its details, "view all" the list', async ({
  page,
  baseURL,
}) => {
  // An engineer of their own whose password a manager resets: exactly one unread notice (密码已重置).
  const engineer = await createUser(baseURL!, { authority: 'technician' });
  const self = await apiAs(baseURL!, engineer.username, engineer.password);
  const id = (await (await self.get('/api/order/user/detail')).json()).data.id as number;
  await self.dispose();
  const admin = await apiAs(baseURL!, 'admin');
  const password = 'reset-456';
  expect((await admin.put(`/api/sys/user/${id}/password`, { data: { password } })).ok()).toBe(true);
  await admin.dispose();

  const portal = new PortalPage(page);
  await portal.signIn(engineer.username, password);
  const bell = page.getByRole('button', { name: /^通知( \d+\+?)?$/ });
  await expect(bell).toContainText('1');
  // Its name holds what it shows (label-in-name): the count too.
  await expect(bell).toHaveAccessibleName('通知 1');

  await bell.click();
  const panel = page.getByRole('dialog', { name: '通知' });
  await expect(panel).toContainText('1 条未读');
  const item = panel.getByRole('button', { name: /密码已重置/ });
  await expect(item.getByRole('img', { name: '未读' })).toBeVisible();

  await item.click();
  await expect(panel).toBeHidden();
  await expect(page).toHaveURL(/\/notice\/details\?id=\d+$/);
  await expect(portal.tab(/通知详情/)).toBeVisible();
  await expect(portal.pane().getByText('密码已重置')).toBeVisible();
  // Opening the notice read it: the badge and the mark go.
  await expect(bell).not.toContainText('1');

  await bell.click();
  await expect(panel).toContainText('0 条未读');
  await expect(
    panel.getByRole('button', { name: /密码已重置/ }).getByRole('img', { name: '未读' }),
  ).toHaveCount(0);
  await panel.getByRole('button', { name: '查看全部' }).click();
  await expect(page).toHaveURL(/\/personalCenter\/personalNotice$/);
  await expect(portal.pane().getByRole('button', { name: /密码已重置/ })).toBeVisible();
});
