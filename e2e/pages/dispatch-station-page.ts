import { expect, type Locator, type Page } from '@playwright/test';
import type { PortalPage } from './portal-page';

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The dispatch station (admin): filters, status tabs with counts, orders and their actions. */
export class DispatchStationPage {
  constructor(readonly portal: PortalPage) {}

  get page(): Page {
    return this.portal.page;
  }

  async open(): Promise<void> {
    await this.portal.openMenu('派单台');
    await expect(this.statusTab('待派单')).toBeVisible();
  }

  /** A status tab of the station (not the portal's tab bar). */
  statusTab(status: string): Locator {
    return this.portal.pane().getByRole('tab', { name: new RegExp(`^${escape(status)}( \\(\\d+\\))?$`) });
  }

  async expectCount(status: string, count: number): Promise<void> {
    await expect(this.portal.pane().getByRole('tab', { name: `${status} (${count})` })).toBeVisible();
  }

  async expectCounts(counts: Record<string, number>): Promise<void> {
    for (const [status, count] of Object.entries(counts)) await this.expectCount(status, count);
  }

  async search(serviceNo: string): Promise<void> {
    const pane = this.portal.pane();
    await pane.getByLabel('服务单号', { exact: true }).fill(serviceNo);
    await pane.getByRole('button', { name: '查询' }).click();
  }

  async refresh(): Promise<void> {
    await this.portal.pane().getByRole('button', { name: '刷新' }).click();
  }

  /** Chooses a status tab; with `serviceNo`, waits until that order is listed there (the previous list stays while loading). */
  async chooseTab(status: string, serviceNo?: string): Promise<void> {
    await this.statusTab(status).click();
    if (serviceNo) await expect(this.row(serviceNo)).toContainText(status);
  }

  row(serviceNo: string): Locator {
    return this.portal
      .pane()
      .getByRole('row')
      .filter({ has: this.page.getByRole('link', { name: serviceNo, exact: true }) });
  }

  /** Runs a row action: a link in the row, or an entry of its 更多 menu. */
  async rowAction(serviceNo: string, action: string): Promise<void> {
    const row = this.row(serviceNo);
    // The row's actions are drawn with it (详情 always): only then is an action's absence meaningful.
    await expect(row.getByRole('link', { name: '详情', exact: true })).toBeVisible();
    const link = row.getByRole('link', { name: action, exact: true });
    if (await link.count()) {
      await link.click();
      return;
    }
    await row.getByRole('button', { name: '更多' }).click();
    await this.page
      .locator('.ant-dropdown:not(.ant-dropdown-hidden)')
      .getByRole('menuitem', { name: action })
      .click();
  }
}
