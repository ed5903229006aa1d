import { expect, test } from '@playwright/test';
import { PortalPage } from '../pages/portal-page';
import { createUser } from '../support/api';

test('a forgotten password reaches admin as a notice; the password set on the edit page signs in', async ({
  page,
  browser,
  baseURL,
}) => {
  const user = await createUser(baseURL!);
  const newPassword = 'reset-4567';

  // The user asks for a reset without signing in.
  await page.goto('/forget');
  await page.getByLabel('用户名').fill(user.username);
  await page.getByLabel('联系电话').fill('13912345678');
  await page.getByLabel('备注').fill('出差在外，忘记密码');
  await page.getByRole('button', { name: '提交申请' }).click();
  await expect(page.getByText('申请已发送给管理员')).toBeVisible();

  // admin finds the request through the bell's 查看全部 and answers it on the user's edit page.
  const adminContext = await browser.newContext();
  try {
    const admin = new PortalPage(await adminContext.newPage());
    await admin.signIn('admin');
    await admin.page.getByRole('button', { name: /^通知( \d+\+?)?$/ }).click();
    await admin.page.getByRole('dialog', { name: '通知' }).getByRole('button', { name: '查看全部' }).click();
    await expect(admin.page).toHaveURL(/\/notice$/);
    const request = admin
      .pane()
      .getByRole('list', { name: '通知列表' })
      .getByRole('button')
      .filter({ hasText: `用户 ${user.username}（` });
    await expect(request).toContainText('密码重置申请');
    await expect(request).toContainText('出差在外，忘记密码');
    await request.click();

    await expect(admin.page).toHaveURL(/\/systemUserEdit\?id=\d+$/);
    await expect(admin.tab(/编辑系统用户/)).toBeVisible();
    const pane = admin.pane();
    await expect(pane.getByText(user.username, { exact: true })).toBeVisible();
    const reset = pane.getByRole('region', { name: '重置密码' });
    await reset.getByLabel('新密码', { exact: true }).fill(newPassword);
    await reset.getByLabel('确认新密码').fill(`${newPassword}x`);
    await reset.getByRole('button', { name: '重置密码' }).click();
    await expect(reset.getByText('两次输入密码不一致')).toBeVisible();
    await reset.getByLabel('确认新密码').fill(newPassword);
    await reset.getByRole('button', { name: '重置密码' }).click();
    await expect(admin.message('密码已重置，请将新密码告知用户')).toBeVisible();
  } finally {
    await adminContext.close();
  }

  // The old password no longer works; the new one does.
  const portal = new PortalPage(page);
  await portal.login.goto();
  await portal.login.signIn(user.username, user.password);
  await expect(page.getByText('用户名或密码错误')).toBeVisible();
  await portal.login.signIn(user.username, newPassword);
  await expect(page).toHaveURL(/\/workplace$/);
  await expect(portal.sideMenu()).toBeVisible();
});
