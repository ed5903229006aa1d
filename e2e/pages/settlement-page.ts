import { expect, type Locator } from '@playwright/test';
import type { PortalPage } from './portal-page';

/** /settlement: orders awaiting confirmation, their fees, confirm and object. */
export class SettlementPage {
  constructor(private readonly portal: PortalPage) {}

  get pane(): Locator {
    return this.portal.pane();
  }

  async open(): Promise<void> {
    await this.portal.page.goto('/settlement');
    await expect(this.pane.getByRole('button', { name: '批量确认' })).toBeVisible();
  }

  async search(serviceNo: string): Promise<void> {
    await this.pane
      .getByRole('searchbox', { name: '服务单号' })
      .or(this.pane.getByRole('textbox', { name: '服务单号' }))
      .first()
      .fill(serviceNo);
    await this.pane.getByRole('button', { name: '查询' }).click();
  }

  row(serviceNo: string): Locator {
    return this.pane.locator('.ant-table-tbody tr.ant-table-row').filter({ hasText: serviceNo });
  }

  /**
   * Presses 确定 in the confirm dialog until the dialog closes: a click that lands while the dialog
   * is still opening is lost. While the confirmation runs, 确定 shows loading and takes no click.
   */
  async pressOk(dialog: Locator): Promise<void> {
    await expect(async () => {
      if (await dialog.isVisible())
        await dialog.getByRole('button', { name: '确定' }).click({ timeout: 2_000 });
      await expect(dialog).toBeHidden({ timeout: 3_000 });
    }).toPass();
  }

  async show(status: '待确认' | '已确认'): Promise<void> {
    await this.pane.locator('.ant-segmented').getByText(status, { exact: true }).click();
  }
}
