import { expect, test } from '@playwright/test';
import { PortalPage } from '../pages/portal-page';
import { apiAs } from '../support/api';

test('pasted text without a courier number is said to be the text, not an uploaded picture', async ({
  page,
  baseURL,
}) => {
  const admin = await apiAs(baseURL!, 'admin');
  const res = await admin.get('/api/customer/dispatch/page', {
    params: { status: 'pendingOrders', current: 1, size: 1 },
  });
  const id = (await res.json()).data.records[0].id as number;
  await admin.dispose();

  const portal = new PortalPage(page);
  await portal.signIn('admin');
  await page.goto(`/dispatchStation/accessoriesSend?id=${id}`);
  await portal.pane().getByRole('button', { name: '发配件' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('识别快递单号').fill('请尽快发货，谢谢');
  await dialog.getByRole('button', { name: /^(scan )?识别$/ }).click();
  await expect(portal.message('未识别到快递单号，请检查粘贴的文字是否正确')).toBeVisible();
  await expect(portal.message('上传的图片')).toHaveCount(0);
});
