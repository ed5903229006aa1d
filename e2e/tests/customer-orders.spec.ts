import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { OrderQueryPage } from '../pages/order-query-page';
import { PlaceOrderPage } from '../pages/place-order-page';
import { PortalPage } from '../pages/portal-page';
import { isoDay, placeOrderByApi, unique } from '../support/orders';
import { readSheetRows } from '../support/xlsx';

// A 1×1 PNG.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

test('places an order with an attachment, counts it under pending dispatch and opens its details', async ({
  page,
}) => {
  // The longest flow here (an upload and three pages); a busy machine needs more than the default.
  test.slow();
  const portal = new PortalPage(page);
  await portal.signIn('customer');
  const query = new OrderQueryPage(portal);
  await query.open();
  const before = await query.count('待派单');

  const form = new PlaceOrderPage(portal);
  await form.open();
  await expect(form.pane.getByText('到场前请与联系人确认时间')).toHaveCount(0);
  const fault = `空调不制冷 ${unique()}`;
  await form.fill({
    faultDescription: fault,
    attachment: { name: 'fault.png', mimeType: 'image/png', buffer: PNG },
  });
  // The chosen project's guidelines show beside the form.
  await expect(form.pane.getByText('到场前请与联系人确认时间')).toBeVisible();
  await form.submit();

  await expect(portal.message('新增成功')).toBeVisible();
  await expect(page).toHaveURL(/\/orderQueryDetails\?id=\d+$/);
  const details = portal.pane();
  await expect(details.getByText(fault)).toBeVisible();
  await expect(details.getByRole('link', { name: 'fault.png' })).toBeVisible();
  await expect(details.getByText('创建工单 · 张客户')).toBeVisible();
  const serviceNo = (await details
    .getByText(/^SO\d+$/)
    .first()
    .textContent()) as string;

  await portal.tab(/工单查询/).click();
  await expect.poll(() => query.count('待派单')).toBeGreaterThan(before);
  await query.filter('服务单号').fill(serviceNo);
  await query.search();
  await expect(query.row(serviceNo)).toContainText('待派单');
  await expect(query.rows()).toHaveCount(1);
  await query.row(serviceNo).getByRole('button', { name: '详情' }).click();
  await expect(portal.pane().getByText(fault)).toBeVisible();
});

test('adds a repair user from the order form, which is chosen and fills in the address and contact', async ({
  page,
}) => {
  const portal = new PortalPage(page);
  await portal.signIn('customer');
  const form = new PlaceOrderPage(portal);
  await form.open();
  const name = `临时站点 ${unique()}`;
  await form.addRepairUser({
    name,
    contactName: '钱站长',
    contactPhone: '0571-88886666',
    region: ['浙江省', '杭州市', '西湖区'],
    addressDetail: '文三路 90 号',
  });

  await expect(portal.message('新增成功')).toBeVisible();
  await expect(form.pane.locator('.ant-select-content', { hasText: name })).toBeVisible();
  await expect(form.field('联系人')).toHaveValue('钱站长');
  await expect(form.field('联系电话')).toHaveValue('0571-88886666');
  await expect(form.pane.getByText('浙江省 / 杭州市 / 西湖区')).toBeVisible();
  await expect(form.pane.getByLabel('详细地址')).toHaveValue('文三路 90 号');
  // Still the same order form, in the same tab.
  await expect(page).toHaveURL(/\/order$/);
});

test('filters by service number and date range; filters, sort and page size survive a reload', async ({
  page,
}) => {
  const order = await placeOrderByApi(test.info().project.use.baseURL as string);
  const portal = new PortalPage(page);
  await portal.signIn('customer');
  const query = new OrderQueryPage(portal);
  await query.open();

  await query.filter('服务单号').fill(order.serviceNo);
  await query.search();
  await expect(page).toHaveURL(new RegExp(`serviceNo=${order.serviceNo}`));
  await expect(query.rows()).toHaveCount(1);
  await expect(query.row(order.serviceNo)).toContainText('待派单');

  await query.reset();
  await expect(page).toHaveURL(/\/orderQuery$/);
  const day = order.createTime.slice(0, 10);
  await query.chooseRange('创建时间', day, day);
  await query.search();
  await expect(page).toHaveURL(
    new RegExp(`createStart=${day}\\+00%3A00%3A00&createEnd=${day}\\+23%3A59%3A59`),
  );
  await expect(query.row(order.serviceNo)).toBeVisible();

  await query.pane.getByRole('columnheader', { name: '创建时间' }).click();
  await expect(page).toHaveURL(/sortBy=createTime&sortOrder=asc/);
  await query.setPageSize(20);
  await expect(page).toHaveURL(/size=20/);
  const url = page.url();
  // One tab for the order query, however often its query changed.
  await expect(portal.tabs()).toHaveCount(2);

  await page.reload();
  await expect(page).toHaveURL(url);
  await expect(query.pageSize()).toContainText('20 条/页');
  await expect(query.rangeStart('创建时间')).toHaveValue(day);
  await expect(query.row(order.serviceNo)).toBeVisible();
  await expect(query.pane.getByRole('columnheader', { name: '创建时间' })).toHaveAttribute(
    'aria-sort',
    'ascending',
  );
});

test('exports every order matching a shared link and the workbook has as many rows as the list', async ({
  page,
}) => {
  const portal = new PortalPage(page);
  await portal.signIn('customer');
  // Orders created up to two days ago: the demo orders, which parallel tests do not add to.
  const end = `${isoDay(-2)} 23:59:59`;
  await page.goto(`/orderQuery?tab=total&createEnd=${encodeURIComponent(end)}`);
  const query = new OrderQueryPage(portal);
  await expect(query.statusTab('全部')).toBeVisible();
  const total = await query.total();
  expect(total).toBeGreaterThan(10);

  const download = page.waitForEvent('download');
  await query.pane.getByRole('button', { name: '导出' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^工单导出-\d{14}\.xlsx$/);
  const rows = readSheetRows(readFileSync(await file.path()));
  expect(rows[0]).toContain('服务单号');
  expect(rows.length - 1).toBe(total);
  for (const row of rows.slice(1)) expect(row[0]).toMatch(/^SO\d+$/);
  await expect(portal.message('导出成功')).toBeVisible();
});
