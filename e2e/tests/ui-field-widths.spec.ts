import { expect, test, type Page } from '@playwright/test';
import { PortalPage } from '../pages/portal-page';
import { apiAs } from '../support/api';
import { clippedFields } from '../support/clipping';
import { shot } from '../support/shots';

const LANGUAGES = {
  zh_CN: {
    change: '修改预约',
    more: '更多',
    batch: '批量修改预约时间',
    pending: '待接单',
  },
  zh_TW: {
    change: '修改預約',
    more: '更多',
    batch: '批量修改預約時間',
    pending: '待接單',
  },
  en: {
    change: 'Appointment',
    more: 'More',
    batch: 'Change appointments',
    pending: 'Pending claim',
  },
} as const;

async function orderIdIn(baseURL: string, status: string): Promise<number> {
  const admin = await apiAs(baseURL, 'admin');
  const res = await admin.get('/api/customer/dispatch/page', { params: { status, current: 1, size: 1 } });
  const id = (await res.json()).data.records[0]?.id as number | undefined;
  await admin.dispose();
  if (!id) throw new Error(`no demo order in ${status}`);
  return id;
}

async function useLanguage(page: Page, language: string): Promise<void> {
  await page.evaluate((value) => localStorage.setItem('portal.language', value), language);
}

for (const [language, words] of Object.entries(LANGUAGES)) {
  test(`appointment fields show the whole date and time (${language})`, async ({ page, baseURL }) => {
    const portal = new PortalPage(page);
    const pendingDispatch = await orderIdIn(baseURL!, 'pendingDispatch');
    const pendingOrders = await orderIdIn(baseURL!, 'pendingOrders');
    await portal.signIn('admin');
    await useLanguage(page, language);

    const pages = {
      entry: `/dispatchStation/dispatchEntry?id=${pendingDispatch}`,
      edit: `/dispatchStation/dispatchEntryEdit?id=${pendingOrders}`,
    };
    for (const [name, url] of Object.entries(pages)) {
      await page.goto(url);
      await expect(portal.pane().locator('.ant-picker input').first()).not.toHaveValue('');
      expect(await clippedFields(portal.pane()), `${name} (${language})`).toEqual([]);
      await shot(page, `fields-${name}-${language}`);
    }

    // 修改预约 of one order, and of several, from the station.
    await page.goto('/dispatchStation');
    const pane = portal.pane();
    await pane.getByRole('tab', { name: new RegExp(`^${words.pending}`) }).click();
    const rows = pane.locator('.ant-table-tbody tr.ant-table-row');
    await expect(rows.first()).toContainText(words.pending);
    await rows.first().getByRole('button', { name: words.more }).click();
    await page
      .locator('.ant-dropdown:not(.ant-dropdown-hidden)')
      .getByRole('menuitem', { name: words.change, exact: true })
      .click();
    let dialog = page.getByRole('dialog');
    await expect(dialog.locator('.ant-picker input').first()).not.toHaveValue('');
    expect(await clippedFields(dialog), `single change (${language})`).toEqual([]);
    await shot(page, `fields-appointment-dialog-${language}`);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();

    await rows.nth(0).locator('.ant-checkbox-input').check();
    await rows.nth(1).locator('.ant-checkbox-input').check();
    await pane.getByRole('button', { name: words.batch }).click();
    dialog = page.getByRole('dialog');
    await expect(dialog.locator('.ant-picker').first()).toBeVisible();
    await dialog.locator('.ant-picker').first().click();
    await page
      .locator('.ant-picker-dropdown:not(.ant-picker-dropdown-hidden) .ant-picker-presets li')
      .first()
      .click();
    await expect(dialog.locator('.ant-picker input').first()).not.toHaveValue('');
    expect(await clippedFields(dialog), `batch change (${language})`).toEqual([]);
    await shot(page, `fields-batch-appointment-${language}`);
  });
}
