import { expect, test, type Page } from '@playwright/test';
import { PortalPage } from '../pages/portal-page';
import { shot as keepShot } from '../support/shots';

async function openAddUser(portal: PortalPage) {
  await portal.openMenu('系统用户');
  await portal.pane().getByRole('button', { name: '新增' }).click();
  await expect(portal.page).toHaveURL(/\/systemUserAdd$/);
  return portal.pane();
}

const openDropdown = (page: Page) => page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)');

async function chooseAuthority(
  page: Page,
  form: ReturnType<PortalPage['pane']>,
  label: string,
  option: string,
) {
  await form.getByLabel(label, { exact: true }).click();
  await openDropdown(page).getByTitle(option, { exact: true }).click();
  await expect(openDropdown(page)).toHaveCount(0);
}

async function toEnglish(page: Page) {
  await page.getByRole('button', { name: '语言/Language' }).click();
  await page.getByRole('menuitem', { name: 'English' }).click();
  await expect(page.getByRole('menuitem', { name: 'English' })).toBeHidden();
}

test('a manager without dispatch rights cannot grant them', async ({ page }) => {
  const portal = new PortalPage(page);
  await portal.signIn('manager');
  const form = await openAddUser(portal);
  await chooseAuthority(page, form, '权限', '技术员');
  const dispatchSwitch = form.getByRole('switch', { name: '允许派单' });
  await expect(dispatchSwitch).toBeDisabled();
  await expect(form.getByText('只有拥有派单权限的管理员才能授予或收回派单权限')).toBeVisible();
  await keepShot(page, 'user-rights-manager-zh_CN');

  await toEnglish(page);
  await expect(
    portal.pane().getByText('Only a manager with dispatch rights may grant or withdraw dispatch rights'),
  ).toBeVisible();
  await expect(portal.pane().getByRole('switch', { name: 'Can dispatch' })).toBeDisabled();
  await keepShot(page, 'user-rights-manager-en');
});

test('a customer account never gets dispatch rights, even from the admin', async ({ page }) => {
  const portal = new PortalPage(page);
  await portal.signIn('admin');
  const form = await openAddUser(portal);
  await chooseAuthority(page, form, '权限', '技术员');
  const dispatchSwitch = form.getByRole('switch', { name: '允许派单' });
  await expect(dispatchSwitch).toBeEnabled();
  await dispatchSwitch.click();
  await expect(dispatchSwitch).toBeChecked();

  await chooseAuthority(page, form, '权限', '客户');
  await expect(dispatchSwitch).not.toBeChecked();
  await expect(dispatchSwitch).toBeDisabled();
  await expect(form.getByText('客户账号不能拥有派单权限')).toBeVisible();
  await keepShot(page, 'user-rights-customer-zh_CN');

  await toEnglish(page);
  await expect(portal.pane().getByText('Customer accounts cannot hold dispatch rights')).toBeVisible();
  await keepShot(page, 'user-rights-customer-en');
});
