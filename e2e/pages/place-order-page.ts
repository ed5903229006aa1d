import { expect, type Locator } from '@playwright/test';
import { chooseCascader, chooseOption, openDropdown, searchOption } from '../support/antd';
import type { PortalPage } from './portal-page';

export interface OrderInput {
  project?: string;
  serviceContent?: string;
  repairUser?: string;
  faultDescription: string;
  /** Day shortcut as the picker names it. */
  day?: '今天' | '明天' | '一周后';
  time?: string;
  attachment?: { name: string; mimeType: string; buffer: Buffer };
}

/** /order: the place-an-order form. */
export class PlaceOrderPage {
  constructor(private readonly portal: PortalPage) {}

  get pane(): Locator {
    return this.portal.pane();
  }

  async open(): Promise<void> {
    await this.portal.openMenu('我要下单');
    await expect(this.pane.getByText('工单信息')).toBeVisible();
  }

  field(label: string): Locator {
    return this.pane.getByLabel(label, { exact: true });
  }

  async fill(order: OrderInput): Promise<void> {
    const page = this.portal.page;
    await chooseOption(page, this.field('项目'), order.project ?? '华东产线设备维保');
    await chooseOption(page, this.field('服务内容'), order.serviceContent ?? '设备维修');
    await chooseOption(page, this.field('报修用户'), order.repairUser ?? '张江一号工厂');
    // The repair user fills in the address and the contact.
    await expect(this.field('联系人')).not.toHaveValue('');
    await this.field('期望预约时间').click();
    await openDropdown(page, 'picker')
      .getByText(order.day ?? '明天', { exact: true })
      .click();
    await searchOption(page, this.field('预约时段'), order.time ?? '10:00');
    await this.field('故障描述').fill(order.faultDescription);
    if (order.attachment) {
      await this.pane.locator('input[type=file]').setInputFiles(order.attachment);
      await expect(
        this.pane.locator('.ant-upload-list-item-done', { hasText: order.attachment.name }),
      ).toBeVisible();
    }
  }

  submit(): Promise<void> {
    return this.pane.getByRole('button', { name: '提交工单' }).click();
  }

  /** Adds a repair user through the form's 新增报修用户 dialog. */
  async addRepairUser(user: {
    name: string;
    contactName: string;
    contactPhone: string;
    region: string[];
    addressDetail: string;
  }): Promise<void> {
    const page = this.portal.page;
    await this.pane.getByRole('button', { name: '新增报修用户' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('报修用户名称').fill(user.name);
    await dialog.getByLabel('联系人').fill(user.contactName);
    await dialog.getByLabel('联系电话').fill(user.contactPhone);
    await chooseCascader(page, dialog.getByLabel('所在地区'), user.region);
    await dialog.getByLabel('详细地址').fill(user.addressDetail);
    await dialog.getByRole('button', { name: '保存' }).click();
    await expect(dialog).toBeHidden();
  }

  async chooseRegion(path: string[]): Promise<void> {
    await chooseCascader(this.portal.page, this.pane.locator('#placeOrder_regionCodes'), path);
  }
}
