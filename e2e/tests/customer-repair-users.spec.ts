import { expect, test } from '@playwright/test';
import { PortalPage } from '../pages/portal-page';
import { RepairUserPage } from '../pages/repair-user-page';
import { unique } from '../support/orders';

test('adds, edits and invalidates a repair user', async ({ page }) => {
  const portal = new PortalPage(page);
  await portal.signIn('customer');
  const users = new RepairUserPage(portal);
  await users.open();

  const name = `测试门店 ${unique()}`;
  await users.pane.getByRole('button', { name: '新增报修用户' }).click();
  await expect(portal.tab(/新增报修用户/)).toBeVisible();
  await users.fill({
    name,
    contactName: '周店长',
    contactPhone: '12345',
    region: ['上海市', '市辖区', '浦东新区'],
    addressDetail: '世纪大道 1 号',
  });
  await users.save();
  await expect(users.pane.getByText('请输入正确的手机号或座机号')).toBeVisible();
  await users.fill({ contactPhone: '021-58880000' });
  await users.save();

  await expect(portal.message('新增成功')).toBeVisible();
  await expect(portal.tab(/新增报修用户/)).toHaveCount(0);
  await users.search(name);
  await expect(users.row(name)).toContainText('021-58880000');
  await expect(users.row(name)).toContainText('上海市 市辖区 浦东新区 世纪大道 1 号');

  await users.row(name).getByRole('button', { name: '编辑' }).click();
  await expect(users.field('报修用户名称')).toHaveValue(name);
  await users.fill({ contactName: '吴经理', contactPhone: '13812345678' });
  await users.save();
  await expect(portal.message('修改成功')).toBeVisible();
  await expect(users.row(name)).toContainText('吴经理');
  await expect(users.row(name)).toContainText('13812345678');

  await users.row(name).getByRole('button', { name: '作废' }).click();
  await page.locator('.ant-popconfirm').getByRole('button', { name: '确定' }).click();
  await expect(users.row(name)).toContainText('已作废');
  await expect(users.row(name).getByRole('button', { name: '作废' })).toHaveCount(0);
});
