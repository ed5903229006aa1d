import { expect, type Locator, type Page } from '@playwright/test';
import { PortalPage } from '../pages/portal-page';
import { RECEIPT_PNG } from '../pages/dispatch-api';
import { apiAs } from './api';
export { seededRandom } from '../../tools/seeded-random.cjs';

/** Signs in on the phone as the engineer, who lands on the task list. */
export async function signInOnPhone(page: Page): Promise<PortalPage> {
  const portal = new PortalPage(page);
  await portal.login.goto();
  await portal.login.signIn('engineer');
  await expect(page).toHaveURL(/\/myTasks$/);
  return portal;
}

/** Signs in on the phone and opens the engineer's task page of `serviceId`, its templates loaded. */
export async function openTaskOnPhone(page: Page, serviceId: number): Promise<PortalPage> {
  const portal = await signInOnPhone(page);
  await page.goto(`/myTasks/details?id=${serviceId}`);
  await expect(templateCard(portal, '验收单')).toBeVisible();
  return portal;
}

/** What a step or act done offline says: kept on the phone, sent when the network returns. */
export const QUEUED = '已保存在本机，联网后自动同步';

export function templateCard(portal: PortalPage, name: string): Locator {
  return portal
    .pane()
    .locator('[data-testid^="receipt-template-"]')
    .filter({ has: portal.page.locator('.ant-card-head-title', { hasText: name }) });
}

export const stepButton = (portal: PortalPage, name: string) =>
  portal.pane().getByRole('button', { name, exact: true });

/** The 待同步 N button of the page (absent when nothing waits). */
export const pendingButton = (portal: PortalPage) =>
  portal.pane().getByRole('button', { name: /待同步 \d+$/ });

/** A receipt photo picked from the camera: shown waiting on the phone, or already the server's. */
export async function pickPhoto(portal: PortalPage, name: string): Promise<void> {
  const card = templateCard(portal, '现场照片');
  await card.locator('input[type=file]').setInputFiles({ name, mimeType: 'image/png', buffer: RECEIPT_PNG });
  await expect(
    card.getByRole('group', { name: `${name}，等待同步` }).or(card.getByRole('img', { name, exact: true })),
  ).toBeVisible();
}

/** The customer signs on the full-screen pad with a finger (a drawn stroke) and confirms. */
export async function sign(portal: PortalPage): Promise<void> {
  const card = templateCard(portal, '验收单');
  await card.getByRole('button', { name: /签\s*名/ }).click();
  const dialog = portal.page.getByRole('dialog', { name: '客户签名' });
  const pad = dialog.getByLabel('签名区');
  await expect(pad).toBeVisible();
  // Drawn once the pad has opened (a stroke during its zoom-in animation misses it, as a finger would).
  await expect(dialog).not.toHaveClass(/zoom/);
  const box = (await pad.boundingBox())!;
  const mouse = portal.page.mouse;
  await mouse.move(box.x + box.width * 0.2, box.y + box.height * 0.5);
  await mouse.down();
  for (let i = 1; i <= 12; i += 1) {
    await mouse.move(box.x + box.width * (0.2 + i * 0.05), box.y + box.height * (0.5 + (i % 2 ? 0.1 : -0.1)));
  }
  await mouse.up();
  await dialog.getByRole('button', { name: /确\s*定/ }).click();
  await expect(dialog).toBeHidden();
  await expect(
    card
      .getByRole('group', { name: /^signature-\d+\.png，等待同步$/ })
      .or(card.getByRole('img', { name: /^signature-/ })),
  ).toBeVisible();
}

/** A tracking record written on the task page: listed at once, waiting or already the server's. */
export async function writeTrackingRecord(portal: PortalPage, content: string): Promise<void> {
  await portal
    .pane()
    .getByRole('button', { name: /新增跟踪记录/ })
    .click();
  const dialog = portal.page.getByRole('dialog', { name: '新增跟踪记录' });
  await dialog.getByLabel('跟踪内容').fill(content);
  await dialog.getByRole('button', { name: /确\s*定/ }).click();
  await expect(dialog).toBeHidden();
  await expect(portal.pane().getByText(content)).toBeVisible();
}

/** The phone's clock reads 'YYYY-MM-DD HH:mm:ss' in China, as the server shows times. */
export function shownTime(ms: number): string {
  return new Intl.DateTimeFormat('sv-SE', {
    timeZone: 'Asia/Shanghai',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hour12: false,
  })
    .format(new Date(ms))
    .replace('T', ' ');
}

export interface OrderFacts {
  status: string;
  repairUserAddress: string;
  contactName: string;
  contactPhone: string;
  timeline: Array<{ action: string; createTime: string }>;
  receipts: Array<{ id: number; name: string; templateName: string | null }>;
  trackingRecords: Array<{ content: string; contactTime: string }>;
  /** Ids of the receipts stamped with the watermark (order number, time, address). */
  watermarked: number[];
}

/** What the server holds of the order, read as admin. */
export async function orderFacts(baseURL: string, serviceId: number): Promise<OrderFacts> {
  const admin = await apiAs(baseURL, 'admin');
  try {
    const body = (await (await admin.get(`/api/customer/order/${serviceId}`)).json()) as {
      code: number;
      data: OrderFacts;
    };
    if (body.code !== 0) throw new Error(`order ${serviceId}: ${JSON.stringify(body)}`);
    const templates = (await (
      await admin.get('/api/customer/dispatch/receipt/template', { params: { serviceId } })
    ).json()) as { data: Array<{ receipts: Array<{ id: number; isWatermarked: boolean }> }> };
    return {
      watermarked: templates.data
        .flatMap((t) => t.receipts.filter((r) => r.isWatermarked).map((r) => r.id))
        .sort((a, b) => a - b),
      status: body.data.status,
      repairUserAddress: body.data.repairUserAddress,
      contactName: body.data.contactName,
      contactPhone: body.data.contactPhone,
      timeline: body.data.timeline.map(({ action, createTime }) => ({ action, createTime })),
      trackingRecords: body.data.trackingRecords.map(({ content, contactTime }) => ({
        content,
        contactTime,
      })),
      receipts: [...body.data.receipts]
        .sort((a, b) => a.id - b.id)
        .map(({ id, name, templateName }) => ({ id, name, templateName })),
    };
  } finally {
    await admin.dispose();
  }
}
