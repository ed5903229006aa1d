import { expect, test, type Page } from '@playwright/test';
import { apiAs } from '../support/api';
import { orderDispatchedToEngineer } from '../support/orders';
import { openTaskOnPhone, pendingButton, stepButton, templateCard } from '../support/field-job';

/**
 * A camera photo: 4000×3000, a smooth scene under fine sensor noise, JPEG quality 0.95 (about 4 MB),
 * drawn in the phone's own browser (no 4 MB file in the repository).
 */
const cameraPhoto = (page: Page) =>
  page.evaluate(async () => {
    const canvas = document.createElement('canvas');
    canvas.width = 4000;
    canvas.height = 3000;
    const ctx = canvas.getContext('2d')!;
    const image = ctx.createImageData(canvas.width, canvas.height);
    let seed = 20261127;
    const noise = () => {
      seed = (seed * 1103515245 + 12345) & 0x7fffffff;
      return (seed % 41) - 20;
    };
    for (let y = 0; y < canvas.height; y += 1)
      for (let x = 0; x < canvas.width; x += 1) {
        const i = (y * canvas.width + x) * 4;
        image.data[i] = (x / 16 + noise()) & 255;
        image.data[i + 1] = (y / 12 + noise()) & 255;
        image.data[i + 2] = ((x + y) / 28 + noise()) & 255;
        image.data[i + 3] = 255;
      }
    ctx.putImageData(image, 0, 0);
    const blob = await new Promise<Blob>((resolve) => canvas.toBlob((b) => resolve(b!), 'image/jpeg', 0.95));
    const bytes = new Uint8Array(await blob.arrayBuffer());
    let binary = '';
    for (let i = 0; i < bytes.length; i += 0x8000)
      binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
    return btoa(binary);
  });

/** A JPEG's width and height, read from its frame header (SOF0-SOF3). */
function jpegSize(jpeg: Buffer): { width: number; height: number } {
  let at = 2;
  while (at < jpeg.length) {
    const marker = jpeg.readUInt16BE(at);
    if (marker >= 0xffc0 && marker <= 0xffc3)
      return { height: jpeg.readUInt16BE(at + 5), width: jpeg.readUInt16BE(at + 7) };
    at += 2 + jpeg.readUInt16BE(at + 2);
  }
  throw new Error('no JPEG frame header');
}

test('a 4 MB camera photo picked offline is compressed in a worker of our own origin, and reaches the server under 600 KB at 1920 px', async ({
  page,
  context,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const order = await orderDispatchedToEngineer(baseURL!, 'customer2');
  const portal = await openTaskOnPhone(page, order.id);
  const photo = Buffer.from(await cameraPhoto(page), 'base64');
  expect(photo.length).toBeGreaterThan(3.5 * 1024 * 1024);
  expect(jpegSize(photo)).toEqual({ width: 4000, height: 3000 });
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));

  await context.setOffline(true);
  await stepButton(portal, '接单').click();
  await stepButton(portal, '到场').click();
  await expect(stepButton(portal, '完工')).toBeVisible();
  const card = templateCard(portal, '现场照片');
  const worker = page.waitForEvent('worker', { timeout: 30_000 });
  await card
    .locator('input[type=file]')
    .setInputFiles({ name: 'IMG_4000.jpg', mimeType: 'image/jpeg', buffer: photo });
  await expect(card.getByRole('progressbar', { name: '正在压缩 IMG_4000.jpg' })).toBeVisible();
  // Compressed in a worker started from this origin's file, offline (the service worker's copy).
  const compressor = await worker;
  expect(new URL(compressor.url()).pathname).toBe('/photo-compression-worker.js');
  expect(await compressor.evaluate(() => typeof self.onmessage)).toBe('function');
  await expect(card.getByRole('group', { name: 'IMG_4000.jpg，等待同步' })).toBeVisible({ timeout: 60_000 });
  await expect(card.getByRole('progressbar')).toHaveCount(0);

  await context.setOffline(false);
  await expect(pendingButton(portal)).toHaveCount(0, { timeout: 60_000 });
  const admin = await apiAs(baseURL!, 'admin');
  try {
    const templates = (await (
      await admin.get('/api/customer/dispatch/receipt/template', { params: { serviceId: order.id } })
    ).json()) as { data: Array<{ name: string; receipts: Array<{ name: string; url: string }> }> };
    const receipts = templates.data.flatMap((t) => t.receipts);
    expect(receipts.map((r) => r.name)).toEqual(['IMG_4000.jpg']);
    const stored = await (await admin.get(receipts[0].url)).body();
    expect(stored.length).toBeLessThan(600 * 1024);
    const { width, height } = jpegSize(stored);
    expect(Math.max(width, height)).toBeLessThanOrEqual(1920);
    expect(width / height).toBeCloseTo(4 / 3, 2);
  } finally {
    await admin.dispose();
  }
});
