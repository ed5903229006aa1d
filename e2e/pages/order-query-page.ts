import { expect, type Locator } from '@playwright/test';
import { chooseDayRange, chooseOption } from '../support/antd';
import type { PortalPage } from './portal-page';

/** /orderQuery: status tabs, filters, the order table. */
export class OrderQueryPage {
  constructor(private readonly portal: PortalPage) {}

  get pane(): Locator {
    return this.portal.pane();
  }

  async open(): Promise<void> {
    await this.portal.openMenu('工单查询');
    await expect(this.statusTab('待派单')).toBeVisible();
  }

  statusTab(label: string): Locator {
    return this.pane.getByRole('tab', { name: new RegExp(`^${label}`) });
  }

  /** The count in a status tab's label ('待派单 (3)' gives 3). */
  async count(label: string): Promise<number> {
    const tab = this.statusTab(label);
    await expect(tab).toHaveText(/\(\d+\)/);
    return Number(/\((\d+)\)/.exec((await tab.textContent()) ?? '')?.[1]);
  }

  filter(label: string): Locator {
    return this.pane.getByRole('textbox', { name: label, exact: true });
  }

  /** The first input of a date-range filter (its start). */
  rangeStart(label: string): Locator {
    return this.pane
      .locator('.ant-form-item')
      .filter({ has: this.pane.page().getByText(label, { exact: true }) })
      .locator('input')
      .first();
  }

  async search(): Promise<void> {
    await this.pane.getByRole('button', { name: '查询' }).click();
  }

  async reset(): Promise<void> {
    await this.pane.getByRole('button', { name: '重置' }).click();
  }

  async chooseRange(label: string, from: string, to: string): Promise<void> {
    await chooseDayRange(this.portal.page, this.rangeStart(label), from, to);
  }

  rows(): Locator {
    return this.pane.locator('.ant-table-tbody tr.ant-table-row');
  }

  row(serviceNo: string): Locator {
    return this.rows().filter({ hasText: serviceNo });
  }

  /** The list total ('共 12 条'). */
  async total(): Promise<number> {
    const text = this.pane.locator('.ant-pagination-total-text');
    await expect(text).toBeVisible();
    return Number(/(\d+)/.exec((await text.textContent()) ?? '')?.[1]);
  }

  async setPageSize(size: number): Promise<void> {
    await chooseOption(
      this.portal.page,
      this.pane.locator('.ant-pagination-options .ant-select'),
      `${size} 条/页`,
    );
  }

  pageSize(): Locator {
    return this.pane.locator('.ant-pagination-options .ant-select');
  }
}
