import { expect, test, type Page } from '@playwright/test';
import { PortalPage } from '../pages/portal-page';

async function chooseLayout(page: Page, name: string): Promise<void> {
  await page.getByRole('button', { name: '主题设置' }).click();
  const drawer = page.getByRole('dialog', { name: '主题设置' });
  await drawer.getByText(name, { exact: true }).click();
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
}

test('the mix layout has the menu sections in the top bar and their pages in a side menu', async ({
  page,
}) => {
  const portal = new PortalPage(page);
  await portal.signIn('admin');
  await chooseLayout(page, '混合菜单');

  const header = page.locator('.portal-header');
  const top = header.getByRole('menu');
  const side = page.locator('.portal-sider').getByRole('menu');
  await expect(top.getByRole('menuitem')).toHaveText(['工作台', '工单', '系统', '派单']);
  // 工作台 has no second level: no side menu.
  await expect(page.locator('.portal-sider')).toHaveCount(0);

  await top.getByRole('menuitem', { name: '工单' }).click();
  await expect(page).toHaveURL(/\/order$/);
  await expect(side.getByRole('menuitem')).toHaveText(['我要下单', '工单查询', '配件查询', '报修用户']);
  await side.getByRole('menuitem', { name: '配件查询' }).click();
  await expect(page).toHaveURL(/\/accessoriesQuery$/);
  await expect(top.getByRole('menuitem', { name: '工单' })).toHaveClass(/ant-menu-item-selected/);

  await top.getByRole('menuitem', { name: '派单' }).click();
  await expect(page).toHaveURL(/\/dispatchStation$/);
  await expect(side.getByRole('menuitem')).toHaveText(['派单台', '派单查询']);
  await expect(side.getByRole('menuitem', { name: '派单台' })).toHaveClass(/ant-menu-item-selected/);

  // A tab of another section brings its side menu back.
  await portal.tab(/配件查询/).click();
  await expect(side.getByRole('menuitem')).toHaveText(['我要下单', '工单查询', '配件查询', '报修用户']);

  // The side and top layouts still list every page.
  await chooseLayout(page, '顶部菜单');
  await expect(top.getByRole('menuitem', { name: '我要下单' })).toBeVisible();
  await expect(top.getByRole('menuitem', { name: '工单', exact: true })).toHaveCount(0);
  await expect(page.locator('.portal-sider')).toHaveCount(0);
});
