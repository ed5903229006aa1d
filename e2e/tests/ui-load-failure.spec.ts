import { expect, test, type Page } from '@playwright/test';
import { PortalPage } from '../pages/portal-page';
import { shot } from '../support/shots';

/** List pages and the API path each lists from, by user. */
const LISTS: { user: string; menu: string; api: string }[] = [
  { user: 'customer', menu: '报修用户', api: '/api/order/repair/user/page' },
  { user: 'customer', menu: '工单查询', api: '/api/customer/order/page' },
  { user: 'admin', menu: '派单台', api: '/api/customer/dispatch/page' },
  { user: 'admin', menu: '系统用户', api: '/api/sys/user/page' },
];

/** The server becomes unreachable for list loads (connection refused, as with the server down). */
async function cutList(page: Page, api: string): Promise<void> {
  await page.route(`**${api}**`, (route) => route.abort('connectionrefused'));
}

for (const list of LISTS) {
  test(`a failed load of ${list.menu} shows the failure with 重试, then the list once the server answers`, async ({
    page,
  }) => {
    const portal = new PortalPage(page);
    await portal.signIn(list.user);
    await cutList(page, list.api);
    await portal.openMenu(list.menu);
    const pane = portal.pane();
    await expect(pane.getByText('加载失败', { exact: true })).toBeVisible();
    await expect(pane.getByText('请求失败，请检查网络是否已连接')).toBeVisible();
    await expect(pane.getByText('暂无数据')).toHaveCount(0);
    await shot(page, `load-failure-${list.menu}-zh_CN`);

    await page.unroute(`**${list.api}**`);
    await pane.getByRole('button', { name: /重\s*试/ }).click();
    await expect(pane.locator('.ant-table-tbody tr.ant-table-row').first()).toBeVisible();
    await expect(pane.getByText('加载失败', { exact: true })).toHaveCount(0);
  });
}
