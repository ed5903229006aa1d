import { expect, type Locator } from '@playwright/test';
import type { PortalPage } from './portal-page';

/** The engineer's 我的任务: status tabs with counts, their orders and steps. */
export class DispatchTasksPage {
  constructor(readonly portal: PortalPage) {}

  statusTab(status: string): Locator {
    return this.portal.pane().getByRole('tab', { name: new RegExp(`^${status} \\(\\d+\\)$`) });
  }

  async count(status: string): Promise<number> {
    const name = (await this.statusTab(status).textContent()) ?? '';
    return Number(/\((\d+)\)/.exec(name)?.[1] ?? NaN);
  }

  async counts(statuses: string[]): Promise<Record<string, number>> {
    const result: Record<string, number> = {};
    for (const status of statuses) result[status] = await this.count(status);
    return result;
  }

  async expectCount(status: string, count: number): Promise<void> {
    await expect(this.portal.pane().getByRole('tab', { name: `${status} (${count})` })).toBeVisible();
  }

  /** Chooses a status tab; with `serviceNo`, waits until that order is listed there. */
  async chooseTab(status: string, serviceNo?: string): Promise<void> {
    await this.statusTab(status).click();
    if (serviceNo) await expect(this.row(serviceNo)).toContainText(status);
  }

  /**
   * Lists 50 orders a page: the list is sorted by appointment time, so other specs' orders for the same
   * engineer can push this spec's order off the first 10.
   */
  async showMany(): Promise<void> {
    const options = this.portal.pane().locator('.ant-pagination-options');
    await options.getByRole('combobox').click();
    await this.portal.page
      .locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)')
      .getByTitle('50 条/页')
      .click();
    await expect(options).toContainText('50 条/页');
  }

  async refresh(): Promise<void> {
    await this.portal.pane().getByRole('button', { name: '刷新' }).click();
  }

  row(serviceNo: string): Locator {
    return this.portal
      .pane()
      .getByRole('row')
      .filter({ has: this.portal.page.getByRole('link', { name: serviceNo, exact: true }) });
  }
}

/** The customer's workplace status cards (remote-orders), read as `待派单：3`. */
export class CustomerStatusCards {
  constructor(readonly portal: PortalPage) {}

  card(status: string): Locator {
    return this.portal.pane().getByRole('button', { name: new RegExp(`^${status}：\\d+$`) });
  }

  async counts(statuses: string[]): Promise<Record<string, number>> {
    // The cards read 0 until the counts have loaded; the customer always has orders.
    await expect(this.card('全部')).not.toHaveAttribute('aria-label', '全部：0');
    const result: Record<string, number> = {};
    for (const status of statuses) {
      const label = (await this.card(status).getAttribute('aria-label')) ?? '';
      result[status] = Number(label.split('：')[1]);
    }
    return result;
  }

  async expectCount(status: string, count: number): Promise<void> {
    await expect(this.portal.pane().getByRole('button', { name: `${status}：${count}` })).toBeVisible();
  }

  /** The counts as they are now. */
  async fresh(statuses: string[]): Promise<Record<string, number>> {
    await this.reload();
    return this.counts(statuses);
  }

  /** The cards refresh every minute; loading the workplace afresh shows the change now. */
  async reload(): Promise<void> {
    await this.portal.page.goto('/workplace');
    await expect(this.card('待派单')).toBeVisible();
  }
}
