import { expect, test, type Browser, type Locator } from '@playwright/test';
import { PortalPage } from '../pages/portal-page';
import { DispatchOrderPages } from '../pages/dispatch-order-pages';
import { DispatchTasksPage } from '../pages/dispatch-tasks-page';
import { RECEIPT_PNG } from '../pages/dispatch-api';
import { apiAs } from '../support/api';
import { isoDay, placeOrderByApi } from '../support/orders';
import { shot as keepShot } from '../support/shots';

async function signedIn(browser: Browser, username: string) {
  const context = await browser.newContext();
  const portal = new PortalPage(await context.newPage());
  // The portal runs under its Content-Security-Policy without anything refused.
  const refused: string[] = [];
  portal.page.on('console', (message) => {
    if (message.text().includes('Content Security Policy')) refused.push(message.text());
  });
  await portal.signIn(username);
  return { context, portal, refused };
}

/** Every `<img>` in the pane (at least `atLeast`) has loaded real pixels: a refused image has naturalWidth 0. */
async function expectImagesLoaded(pane: Locator, atLeast: number): Promise<void> {
  await expect
    .poll(
      async () => {
        const states = await pane.locator('img').evaluateAll((images) =>
          images.map((img) => {
            const image = img as HTMLImageElement;
            return image.complete && image.naturalWidth > 0 ? 'loaded' : `not loaded: ${image.alt}`;
          }),
        );
        return states.length >= atLeast && states.every((state) => state === 'loaded')
          ? 'all loaded'
          : states;
      },
      { timeout: 20_000 },
    )
    .toBe('all loaded');
}

test('receipt and site photos load on the engineer and dispatcher pages', async ({ browser, baseURL }) => {
  test.setTimeout(180_000);
  // Setup: an order dispatched to 赵工程师, claimed and arrived, waiting for completion.
  const order = await placeOrderByApi(baseURL!, 'customer');
  const admin = await apiAs(baseURL!, 'admin');
  const engineerApi = await apiAs(baseURL!, 'engineer');
  const technicians = (await (await admin.get('/api/sys/staff/technician')).json()).data as Array<{
    id: number;
    name: string;
  }>;
  const engineerId = technicians.find((t) => t.name === '赵工程师')!.id;
  const step = async (who: typeof admin, path: string, data: object = {}) =>
    expect((await who.post(`/api/dispatch/service/${order.id}/${path}`, { data })).ok()).toBe(true);
  await step(admin, 'dispatch', { engineerId, appointmentTime: `${isoDay(2)} 10:00` });
  await step(engineerApi, 'claim');
  await step(engineerApi, 'arrive');
  await admin.dispose();
  await engineerApi.dispose();

  // The engineer: 我的任务 → 待完工 → 完工, uploads a PNG to 现场照片 and sees it.
  const engineer = await signedIn(browser, 'engineer');
  const tasks = new DispatchTasksPage(engineer.portal);
  const engineerPages = new DispatchOrderPages(engineer.portal);
  await engineer.portal.page.goto('/myTasks');
  await tasks.chooseTab('待完工', order.serviceNo);
  await tasks.row(order.serviceNo).getByRole('link', { name: '完工' }).click();
  await expect(engineer.portal.tab(/任务详情/)).toBeVisible();
  await engineerPages.uploadReceipt('现场照片', {
    name: 'site.png',
    mimeType: 'image/png',
    buffer: RECEIPT_PNG,
  });
  await expectImagesLoaded(engineerPages.pane(), 1);
  // The image viewer opens the same picture.
  await engineerPages.pane().getByRole('img', { name: 'site.png' }).click();
  const viewer = engineer.portal.page.getByRole('dialog', { name: '图片预览' });
  await expectImagesLoaded(viewer, 1);
  await keepShot(engineer.portal.page, 'engineer-photo-viewer-zh');
  await engineer.portal.page.keyboard.press('Escape');
  await expect(viewer).toBeHidden();
  await keepShot(engineer.portal.page, 'engineer-task-photos-zh');

  // The dispatcher: 上传回执 and the details' 回执 tab, before acceptance.
  const dispatcher = await signedIn(browser, 'admin');
  const dispatcherPages = new DispatchOrderPages(dispatcher.portal);
  await dispatcher.portal.page.goto(`/dispatchStation/uploadReceipt?id=${order.id}`);
  await expect(dispatcherPages.pane().getByRole('img', { name: 'site.png' })).toBeVisible();
  await expectImagesLoaded(dispatcherPages.pane(), 1);

  await dispatcher.portal.page.goto(`/dispatchStation/dispatchQueryDetails?id=${order.id}`);
  await dispatcherPages
    .pane()
    .getByRole('tab', { name: /^回执 \(1\)$/ })
    .click();
  await expect(dispatcherPages.pane().getByRole('img', { name: 'site.png' })).toBeVisible();
  await expectImagesLoaded(dispatcherPages.pane(), 1);
  await keepShot(dispatcher.portal.page, 'dispatcher-receipts-tab-zh');

  // The engineer completes; the dispatcher reviews the photo on 完工验收.
  await engineerPages.pane().getByRole('button', { name: '完工', exact: true }).click();
  await engineerPages.expectSuccess();
  await engineerPages.expectStatus('待验收');
  await expectImagesLoaded(engineerPages.pane(), 1);
  await dispatcher.portal.page.goto(`/dispatchStation/completeAcceptance?id=${order.id}`);
  await expect(dispatcherPages.pane().getByRole('img', { name: 'site.png' })).toBeVisible();
  await expectImagesLoaded(dispatcherPages.pane(), 1);
  await keepShot(dispatcher.portal.page, 'dispatcher-acceptance-zh');

  // The same in English.
  for (const [who, pages, shot] of [
    [dispatcher, dispatcherPages, 'dispatcher-acceptance-en'],
    [engineer, engineerPages, 'engineer-task-photos-en'],
  ] as const) {
    await who.portal.page.evaluate(() => localStorage.setItem('portal.language', 'en'));
    await who.portal.page.reload();
    await expect(pages.pane().getByRole('img', { name: 'site.png' })).toBeVisible();
    await expectImagesLoaded(pages.pane(), 1);
    await keepShot(who.portal.page, shot);
  }

  expect(engineer.refused).toEqual([]);
  expect(dispatcher.refused).toEqual([]);
  await engineer.context.close();
  await dispatcher.context.close();
});
