import { expect, test, type APIRequestContext } from '@playwright/test';
import { PortalPage } from '../pages/portal-page';
import { apiAs, createUser } from '../support/api';

interface Release {
  remote: string;
  channel: 'stable' | 'canary';
  version: string;
  entry: string;
  rolloutPercent: number;
  rolloutUsers: number[];
  active: boolean;
}

const CANARY_VERSION = '0.1.0-canary';

async function ordersChannel(
  api: APIRequestContext,
): Promise<{ channel: string; version: string; entry: string }> {
  const res = await api.get('/api/sys/frontend/remotes');
  expect(res.ok()).toBeTruthy();
  const remotes = (await res.json()).data.remotes as Array<{
    name: string;
    channel: string;
    version: string;
    entry: string;
  }>;
  const orders = remotes.find((r) => r.name === 'remote_orders');
  if (!orders) throw new Error('remote_orders is missing');
  return orders;
}

// Touches only remote_orders' canary, with a listed-user rule and an entry equal to the stable one,
// so that tests running alongside load the same bundle whatever happens here.
test('a listed user gets the remote_orders canary set on the releases page; others stay on stable', async ({
  page,
  baseURL,
}) => {
  const listed = await createUser(baseURL!);
  const other = await createUser(baseURL!);
  const listedApi = await apiAs(baseURL!, listed.username, listed.password);
  const otherApi = await apiAs(baseURL!, other.username, other.password);
  // Releases are the release operator's (the demo admin holds that right; a plain manager does not).
  const operator = await apiAs(baseURL!, 'admin');
  const releases = (await (await operator.get('/api/sys/frontend/releases')).json()).data as Release[];
  const stable = releases.find((r) => r.remote === 'remote_orders' && r.channel === 'stable');
  if (!stable) throw new Error('remote_orders has no stable release');
  expect((await ordersChannel(listedApi)).channel).toBe('stable');

  try {
    const portal = new PortalPage(page);
    await portal.signIn('admin');
    await portal.openMenu('前端发布');
    const pane = portal.pane();
    await expect(pane.getByText('门户如何选择各模块的入口')).toBeVisible();
    const canaryRow = pane.locator('tr[data-row-key="remote_orders:canary"]');
    await canaryRow.getByRole('button', { name: /^(编辑|创建灰度版)$/ }).click();

    const dialog = page.getByRole('dialog', { name: /编辑灰度版|创建灰度版/ });
    await dialog.getByLabel('版本').fill(CANARY_VERSION);
    await dialog.getByLabel('入口地址').fill(stable.entry);
    await expect(dialog.getByLabel('灰度比例')).toHaveValue('0');
    await dialog.getByLabel('指定用户').fill(listed.username);
    await page
      .locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)')
      .getByText(`（${listed.username}）`)
      .click();
    // A multiple select keeps its list open after a pick, over the dialog's buttons: leave the field.
    await dialog.locator('.ant-modal-title').click();
    await expect(page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)')).toHaveCount(0);
    const active = dialog.getByRole('switch', { name: '启用灰度版' });
    if ((await active.getAttribute('aria-checked')) !== 'true') await active.click();
    await dialog.getByRole('button', { name: '保存' }).click();
    await expect(portal.message('保存成功')).toBeVisible();
    await expect(dialog).toBeHidden();

    await expect(canaryRow).toContainText(CANARY_VERSION);
    await expect(canaryRow).toContainText(`（${listed.username}）`);
    await expect(canaryRow).toContainText('已启用');
    await expect(canaryRow).toContainText('0%');

    const picked = await ordersChannel(listedApi);
    expect(picked).toEqual({
      name: 'remote_orders',
      channel: 'canary',
      version: CANARY_VERSION,
      entry: stable.entry,
      // The built-in bundle's entry, which this server serves from its own build: loaded without hashes, as the stable is.
      integrity: null,
    });
    expect((await ordersChannel(otherApi)).channel).toBe('stable');

    // Back to inactive through the page.
    await canaryRow.getByRole('button', { name: '停用' }).click();
    await page.locator('.ant-popover:not(.ant-popover-hidden)').getByRole('button', { name: '确定' }).click();
    await expect(canaryRow).toContainText('未启用');
    expect((await ordersChannel(listedApi)).channel).toBe('stable');
  } finally {
    const now = (await (await operator.get('/api/sys/frontend/releases')).json()).data as Release[];
    const canary = now.find((r) => r.remote === 'remote_orders' && r.channel === 'canary');
    if (canary?.active) {
      await operator.put('/api/sys/frontend/releases/remote_orders/canary', {
        data: {
          version: canary.version,
          entry: canary.entry,
          rolloutPercent: canary.rolloutPercent,
          rolloutUsers: canary.rolloutUsers,
          active: false,
        },
      });
    }
    await Promise.all([listedApi.dispose(), otherApi.dispose(), operator.dispose()]);
  }
});

test('a manager without the release right sees the releases page with no button that writes, and why', async ({
  page,
}) => {
  const portal = new PortalPage(page);
  await portal.signIn('manager');
  await portal.openMenu('前端发布');
  const pane = portal.pane();
  await expect(pane.getByText('您没有发布前端版本的权限，只能查看。')).toBeVisible();
  const stableRow = pane.locator('tr[data-row-key="remote_orders:stable"]');
  await expect(stableRow).toContainText('全部用户');
  await expect(pane.locator('tr[data-row-key="remote_orders:canary"]')).toBeVisible();
  await expect(pane.getByText('已发布版本', { exact: true })).toBeVisible();
  await expect(pane.getByText('发布记录', { exact: true })).toBeVisible();
  for (const name of ['编辑', '创建灰度版', '停用', '灰度发布', '设为稳定版', '回滚'])
    await expect(pane.getByRole('button', { name, exact: true })).toHaveCount(0);
  // The one button left reads again.
  await expect(pane.getByRole('button', { name: /刷\s*新/ })).toBeVisible();
});
