import { expect, test } from '@playwright/test';
import { PortalPage } from '../pages/portal-page';

test('tab context menu actions and their messages', async ({ page }) => {
  const portal = new PortalPage(page);
  await portal.signIn('admin');
  await expect(portal.tab(/工作台/)).toBeVisible();

  await portal.tabAction(/工作台/, '关闭左侧');
  await expect(portal.message('左侧没有可关闭的标签页')).toBeVisible();
  await portal.tabAction(/工作台/, '关闭其他');
  await expect(portal.message('没有其他可关闭的标签页')).toBeVisible();

  await portal.openMenu('系统公告');
  await portal.openMenu('系统用户');
  await portal.openMenu('通知');
  await expect(portal.tabs()).toHaveText([/工作台/, /系统公告/, /系统用户/, /通知/]);

  await portal.tabAction(/通知/, '关闭右侧');
  await expect(portal.message('右侧没有可关闭的标签页')).toBeVisible();

  await portal.tabAction(/系统用户/, '关闭右侧');
  await expect(portal.tabs()).toHaveText([/工作台/, /系统公告/, /系统用户/]);

  await portal.tabAction(/系统用户/, '关闭左侧');
  await expect(portal.tabs()).toHaveText([/工作台/, /系统用户/]);

  await portal.tabAction(/系统用户/, '重新加载');
  await expect(portal.pane().getByRole('cell', { name: 'engineer', exact: true })).toBeVisible();

  await portal.openMenu('系统公告');
  await portal.tabAction(/系统公告/, '关闭其他');
  await expect(portal.tabs()).toHaveText([/工作台/, /系统公告/]);

  await portal.tabAction(/系统公告/, '关闭');
  await expect(portal.tabs()).toHaveText([/工作台/]);

  await portal.tabAction(/工作台/, '全部关闭');
  await expect(portal.message('没有可关闭的标签页')).toBeVisible();
});
