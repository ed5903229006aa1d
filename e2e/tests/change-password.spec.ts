import { expect, test } from '@playwright/test';
import { PortalPage } from '../pages/portal-page';
import { createUser } from '../support/api';

test('change password shows each validation message, then the new password signs in', async ({
  page,
  baseURL,
}) => {
  const user = await createUser(baseURL!);
  const portal = new PortalPage(page);
  await portal.signIn(user.username, user.password);

  await page.getByRole('button', { name: /测试\d+/ }).click();
  await page.getByRole('menuitem', { name: '修改密码' }).click();
  const dialog = page.getByRole('dialog', { name: '修改密码' });
  const ok = dialog.getByRole('button', { name: /确\s*定|OK/ });
  // The fields are there once the dialog has opened; a click on OK before that can be lost.
  await expect(dialog.getByLabel('旧密码')).toBeEditable();

  await ok.click();
  await expect(dialog.getByText('请输入旧密码')).toBeVisible();
  await expect(dialog.getByText('请输入新密码')).toBeVisible();
  await expect(dialog.getByText('请再次输入新密码')).toBeVisible();

  await dialog.getByLabel('旧密码').fill(user.password);
  await dialog.getByLabel('新密码', { exact: true }).fill('changed-456');
  await dialog.getByLabel('确认新密码').fill('changed-789');
  await ok.click();
  await expect(dialog.getByText('两次输入密码不一致')).toBeVisible();

  await dialog.getByLabel('旧密码').fill('not-the-old-one');
  await dialog.getByLabel('确认新密码').fill('changed-456');
  await ok.click();
  await expect(page.getByText('旧密码不正确').first()).toBeVisible();

  await dialog.getByLabel('旧密码').fill(user.password);
  await ok.click();
  await expect(portal.message('修改成功')).toBeVisible();
  await expect(page).toHaveURL(/\/login/);

  await portal.login.signIn(user.username, user.password);
  await expect(page.getByText('用户名或密码错误')).toBeVisible();
  await portal.login.signIn(user.username, 'changed-456');
  await expect(page).toHaveURL(/\/workplace$/);
});
