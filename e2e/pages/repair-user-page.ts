import { expect, type Locator } from '@playwright/test';
import { chooseCascader } from '../support/antd';
import type { PortalPage } from './portal-page';

export interface RepairUserInput {
  name?: string;
  repairNo?: string;
  contactName?: string;
  contactPhone?: string;
  region?: string[];
  addressDetail?: string;
}

/** /repairUser and its add and edit forms. */
export class RepairUserPage {
  constructor(private readonly portal: PortalPage) {}

  get pane(): Locator {
    return this.portal.pane();
  }

  async open(): Promise<void> {
    await this.portal.openMenu('报修用户');
    await expect(this.pane.getByRole('button', { name: '新增报修用户' })).toBeVisible();
  }

  async search(keyword: string): Promise<void> {
    await this.pane.getByRole('textbox', { name: '关键字' }).fill(keyword);
    await this.pane.getByRole('button', { name: '查询' }).click();
  }

  row(text: string): Locator {
    return this.pane.locator('.ant-table-tbody tr.ant-table-row').filter({ hasText: text });
  }

  field(label: string): Locator {
    return this.pane.getByLabel(label, { exact: true });
  }

  async fill(input: RepairUserInput): Promise<void> {
    if (input.name !== undefined) await this.field('报修用户名称').fill(input.name);
    if (input.repairNo !== undefined) await this.field('报修编号').fill(input.repairNo);
    if (input.contactName !== undefined) await this.field('联系人').fill(input.contactName);
    if (input.contactPhone !== undefined) await this.field('联系电话').fill(input.contactPhone);
    if (input.region) await chooseCascader(this.portal.page, this.field('所在地区'), input.region);
    if (input.addressDetail !== undefined) await this.field('详细地址').fill(input.addressDetail);
  }

  async save(): Promise<void> {
    await this.pane.getByRole('button', { name: '保存' }).click();
  }
}
