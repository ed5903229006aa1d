import { expect, test } from '@playwright/test';
import { PortalPage } from '../pages/portal-page';

test('admin adds a system user through the form, who can then sign in', async ({ page, browser }) => {
  const username = `ui_${Date.now().toString(36)}_${process.pid}`;
  const password = 'first-7890';
  const portal = new PortalPage(page);
  await portal.signIn('admin');
  await portal.openMenu('系统用户');
  await portal.pane().getByRole('button', { name: '新增' }).click();

  await expect(page).toHaveURL(/\/systemUserAdd$/);
  await expect(portal.tab(/新增系统用户/)).toBeVisible();
  const form = portal.pane();
  await expect(form.getByLabel('所属公司')).toHaveCount(0);
  await form.getByRole('button', { name: '保存' }).click();
  await expect(form.getByText('请输入用户名')).toBeVisible();
  await expect(form.getByText('请输入初始密码')).toBeVisible();

  await form.getByLabel('用户名').fill(username);
  await form.getByLabel('初始密码').fill(password);
  await form.getByLabel('姓名').fill('界面新增用户');
  const openDropdown = page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)');
  await form.getByLabel('权限', { exact: true }).click();
  await openDropdown.getByTitle('客户', { exact: true }).click();
  await form.getByRole('button', { name: '保存' }).click();
  await expect(form.getByText('请选择所属公司')).toBeVisible();
  await form.getByLabel('所属公司').click();
  await openDropdown.locator('.ant-select-item-option').first().click();
  await form.getByLabel('手机号').fill('13700001111');
  await form.getByRole('button', { name: '保存' }).click();

  await expect(portal.message('新增成功')).toBeVisible();
  await expect(page).toHaveURL(/\/systemUser$/);
  await expect(portal.tab(/新增系统用户/)).toHaveCount(0);
  const list = portal.pane();
  await list.getByLabel('关键字').fill(username);
  await list.getByRole('button', { name: '查询' }).click();
  const row = list.locator('tr', { hasText: username });
  await expect(row).toContainText('界面新增用户');
  await expect(row).toContainText('客户');

  const context = await browser.newContext();
  try {
    const newcomer = new PortalPage(await context.newPage());
    await newcomer.signIn(username, password);
    await expect(newcomer.page).toHaveURL(/\/workplace$/);
    await expect(newcomer.menuItem('系统用户')).toHaveCount(0);
  } finally {
    await context.close();
  }
});
