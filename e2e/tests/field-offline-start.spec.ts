import { expect, test, type Page } from '@playwright/test';
import { orderDispatchedToEngineer } from '../support/orders';
import {
  openTaskOnPhone,
  orderFacts,
  pendingButton,
  QUEUED,
  sign,
  signInOnPhone,
  stepButton,
  templateCard,
} from '../support/field-job';

const KEPT = /^当前离线：显示的是 \d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2} 刷新的数据/;

/** The remotes' script files this page loaded that the service worker does not keep yet. */
const remoteFilesNotKept = (page: Page) =>
  page.evaluate(async () => {
    const files = performance
      .getEntriesByType('resource')
      .map((e) => e.name)
      .filter((name) => /\/remotes\/[^/]+\/.+\.[0-9a-f]{8}\.js$/.test(new URL(name).pathname));
    const missing: string[] = [];
    for (const file of files) if (!(await caches.match(file))) missing.push(file);
    return missing;
  });

test('after one signed-in visit the phone starts offline: tasks and a task page as last refreshed, and the page acts', async ({
  page,
  context,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const order = await orderDispatchedToEngineer(baseURL!, 'customer2');
  const taskPage = `/myTasks/details?id=${order.id}`;
  // The one online visit: signed in, the task list seen, then the task page (its signature pad included).
  const portal = await signInOnPhone(page);
  await expect(portal.pane().getByText(order.serviceNo)).toBeVisible();
  await page.goto(taskPage);
  await expect(templateCard(portal, '验收单')).toBeVisible();
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  await expect.poll(() => remoteFilesNotKept(page), { timeout: 30_000 }).toEqual([]);

  await context.setOffline(true);
  await page.reload();
  await expect(templateCard(portal, '验收单')).toBeVisible();
  await expect(portal.pane().getByText(KEPT)).toBeVisible();
  await expect(portal.pane().getByText(order.serviceNo).first()).toBeVisible();
  await stepButton(portal, '接单').click();
  await expect(portal.message(QUEUED).last()).toBeVisible();
  await stepButton(portal, '到场').click();
  await expect(stepButton(portal, '完工')).toBeVisible();
  // The signature pad's code (signature_pad) came from the kept chunks.
  await sign(portal);
  await expect(pendingButton(portal)).toHaveText(/待同步 3$/);

  await page.goto('/myTasks');
  await expect(portal.pane().getByText(KEPT)).toBeVisible();
  await expect(portal.pane().getByText(order.serviceNo).first()).toBeVisible();
  await page.goto(taskPage);
  await expect(pendingButton(portal)).toHaveText(/待同步 3$/);

  await context.setOffline(false);
  await expect(pendingButton(portal)).toHaveCount(0, { timeout: 60_000 });
  const facts = await orderFacts(baseURL!, order.id);
  expect(facts.timeline.map((e) => e.action)).toEqual(['create', 'dispatch', 'claim', 'arrive']);
  expect(facts.receipts.filter((r) => r.name.startsWith('signature-'))).toHaveLength(1);
});

/** Whether the phone keeps what the task page of `serviceId` reads (its order and its receipts). */
const taskPageKept = (page: Page, serviceId: number) =>
  page.evaluate(async (id) => {
    const users = JSON.parse(localStorage.getItem('portal.field.users') ?? '[]') as string[];
    if (users.length !== 1) return false;
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const open = indexedDB.open(`portal-field-${users[0]}`);
      open.onsuccess = () => resolve(open.result);
      open.onerror = () => reject(open.error);
    });
    const has = (key: string) =>
      new Promise<boolean>((resolve) => {
        const get = db.transaction('cache').objectStore('cache').count(key);
        get.onsuccess = () => resolve(get.result === 1);
        get.onerror = () => resolve(false);
      });
    const kept =
      (await has(`task:${id}`)) && (await has(`receipts:${id}`)) && (await has(`lack-receipt:${id}`));
    db.close();
    return kept;
  }, serviceId);

/** The dispatch remote's files (as its manifest names them) the service worker does not keep yet. */
const dispatchFilesNotKept = (page: Page) =>
  page.evaluate(async () => {
    const manifest = performance
      .getEntriesByType('resource')
      .map((e) => e.name)
      .find((name) => /\/remotes\/[^/]*dispatch[^/]*\/.*mf-manifest\.json$/.test(new URL(name).pathname));
    if (!manifest) return ['no manifest loaded'];
    type Assets = { sync?: string[]; async?: string[] };
    const body = (await (await fetch(manifest)).json()) as { exposes?: Array<{ assets?: { js?: Assets } }> };
    const files = (body.exposes ?? []).flatMap((e) => [
      ...(e.assets?.js?.sync ?? []),
      ...(e.assets?.js?.async ?? []),
    ]);
    const missing: string[] = [];
    for (const file of files) if (!(await caches.match(new URL(file, manifest).href))) missing.push(file);
    return missing;
  });

test('a task only listed online opens offline: its address and contact, and its steps queue', async ({
  page,
  context,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const order = await orderDispatchedToEngineer(baseURL!, 'customer2');
  const facts = await orderFacts(baseURL!, order.id);
  // Online, the task list only: the task page is never opened.
  const portal = await signInOnPhone(page);
  await expect(portal.pane().getByText(order.serviceNo)).toBeVisible();
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  await expect.poll(() => taskPageKept(page, order.id), { timeout: 30_000 }).toBe(true);
  await expect.poll(() => dispatchFilesNotKept(page), { timeout: 30_000 }).toEqual([]);

  await context.setOffline(true);
  await page.reload();
  await expect(portal.pane().getByText(KEPT)).toBeVisible();
  await portal.pane().getByRole('link', { name: order.serviceNo }).click();
  await expect(page).toHaveURL(new RegExp(`/myTasks/details\\?id=${order.id}$`));
  await expect(portal.pane().getByText(KEPT)).toBeVisible();
  const summary = portal.pane().locator('.ant-descriptions').first();
  await expect(summary).toContainText(facts.repairUserAddress);
  await expect(summary).toContainText(`${facts.contactName} ${facts.contactPhone}`);
  await expect(portal.pane().getByText(order.faultDescription)).toBeVisible();
  await expect(templateCard(portal, '验收单')).toBeVisible();
  await stepButton(portal, '接单').click();
  await expect(portal.message(QUEUED).last()).toBeVisible();
  await stepButton(portal, '到场').click();
  await expect(stepButton(portal, '完工')).toBeVisible();
  await expect(pendingButton(portal)).toHaveText(/待同步 2$/);

  await context.setOffline(false);
  await expect(pendingButton(portal)).toHaveCount(0, { timeout: 60_000 });
  const after = await orderFacts(baseURL!, order.id);
  expect(after.timeline.map((e) => e.action)).toEqual(['create', 'dispatch', 'claim', 'arrive']);
});

/** Records the text of every message toast the page shows (a toast lasts 3 s: a look at the end misses some). */
const recordToasts = (page: Page) =>
  page.addInitScript(() => {
    const shown: string[] = [];
    (window as unknown as { shownToasts: string[] }).shownToasts = shown;
    new MutationObserver((changes) => {
      for (const change of changes)
        for (const node of change.addedNodes)
          if (node instanceof HTMLElement)
            for (const notice of [node, ...node.querySelectorAll('*')])
              if (notice.classList.contains('ant-message-notice')) shown.push(notice.textContent ?? '');
    }).observe(document, { childList: true, subtree: true });
  });
const toastsShown = (page: Page) =>
  page.evaluate(() => (window as unknown as { shownToasts: string[] }).shownToasts);

test('the network failing while the phone reads online: the kept task page with its time, and no 请求失败; a refusal still speaks', async ({
  page,
  context,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const order = await orderDispatchedToEngineer(baseURL!, 'customer2');
  const facts = await orderFacts(baseURL!, order.id);
  const portal = await openTaskOnPhone(page, order.id);
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  await expect.poll(() => remoteFilesNotKept(page), { timeout: 30_000 }).toEqual([]);
  await recordToasts(page);

  // The browser believes it is online; every API call dies in the network (a dead Wi-Fi, a lift).
  await context.route('**/api/**', (route) => route.abort('internetdisconnected'));
  await page.reload();
  await expect(
    portal.pane().getByText(/^无法连接服务器，显示的是 \d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2} 刷新的数据/),
  ).toBeVisible();
  await expect(portal.pane().locator('.ant-descriptions').first()).toContainText(facts.repairUserAddress);
  await expect(templateCard(portal, '验收单')).toBeVisible();
  await stepButton(portal, '接单').click();
  await expect(portal.message(QUEUED).last()).toBeVisible();
  // Every call of the start has failed by now (the kept answers are on screen): none said 请求失败.
  expect((await toastsShown(page)).filter((text) => text.includes('请求失败'))).toEqual([]);

  // A refusal by the server is no network failure: its words are shown, never hidden behind the copy.
  await context.unroute('**/api/**');
  await context.route(`**/api/customer/order/${order.id}`, (route) =>
    route.fulfill({ status: 500, json: { code: 500, msg: '数据库忙', data: null } }),
  );
  await page.reload();
  await expect(portal.message('数据库忙').first()).toBeVisible();
  expect((await toastsShown(page)).filter((text) => text.includes('请求失败'))).toEqual([]);
});
