import { expect, type Locator, type Page } from '@playwright/test';
import type { PortalPage } from './portal-page';

/** The dispatch sub-pages of one order (each opens in its own tab). */
export class DispatchOrderPages {
  constructor(readonly portal: PortalPage) {}

  get page(): Page {
    return this.portal.page;
  }

  pane(): Locator {
    return this.portal.pane();
  }

  /** Picks an option of the antd select labelled `label` in the active tab. */
  async choose(label: string, option: string | RegExp, scope: Locator = this.pane()): Promise<void> {
    await scope.getByLabel(label, { exact: true }).click();
    await this.page
      .locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option')
      .filter({ hasText: option })
      .first()
      .click();
  }

  async expectStatus(status: string): Promise<void> {
    await expect(
      this.pane().locator('.ant-card-head').first().getByText(status, { exact: true }),
    ).toBeVisible();
  }

  /** The success toast of the last step (操作成功 for a workflow step). */
  async expectSuccess(text = '操作成功'): Promise<void> {
    await expect(this.portal.message(text).last()).toBeVisible();
  }

  /** DispatchEntry: engineer and submit (the appointment and responsible person keep their defaults). */
  async dispatchTo(engineer: string): Promise<void> {
    await this.choose('工程师', engineer);
    await this.pane().getByRole('button', { name: '派单', exact: true }).click();
  }

  /** TrackingRecord: adds a record through the dialog. */
  async addTrackingRecord(content: string, { customerVisible = false } = {}): Promise<void> {
    await this.pane().getByRole('button', { name: '新增跟踪记录' }).click();
    const dialog = this.page.getByRole('dialog', { name: '新增跟踪记录' });
    await expect(dialog.getByLabel('联系时间')).toBeDisabled();
    await dialog.getByLabel('跟踪内容', { exact: true }).fill(content);
    if (customerVisible) await dialog.getByLabel('客户可见').check();
    await dialog.getByRole('button', { name: '确定' }).click();
    await this.expectSuccess('新增成功');
    await expect(dialog).toBeHidden();
  }

  /** A fee card (收入费用 / 支出费用) of the acceptance or close page. */
  feeCard(title: string): Locator {
    return this.pane()
      .locator('.ant-card')
      .filter({ has: this.page.locator('.ant-card-head-title', { hasText: title }) });
  }

  async addFee(title: string, item: string, amount: number): Promise<void> {
    const card = this.feeCard(title);
    await card.getByRole('button', { name: '添加费用' }).click();
    await card.getByLabel('费用项').last().fill(item);
    await card.getByLabel('金额').last().fill(String(amount));
  }

  /** A receipt-template card with its upload. */
  templateCard(name: string): Locator {
    return this.pane()
      .locator('[data-testid^="receipt-template-"]')
      .filter({ has: this.page.locator('.ant-card-head-title', { hasText: name }) });
  }

  async uploadReceipt(
    template: string,
    file: { name: string; mimeType: string; buffer: Buffer },
  ): Promise<void> {
    const card = this.templateCard(template);
    await card.locator('input[type=file]').setInputFiles(file);
    await expect(card.getByRole('img', { name: file.name })).toBeVisible();
  }

  timelineEntries(): Locator {
    return this.pane().getByTestId('timeline-entry');
  }
}
