import { expect, test, type Page } from '@playwright/test';
import { PortalPage } from '../pages/portal-page';
import { orderDispatchedToEngineer } from '../support/orders';
import { orderFacts, pendingButton, sign, stepButton, templateCard } from '../support/field-job';

const QUEUED = '已保存在本机，联网后自动同步';
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
  const portal = new PortalPage(page);
  await portal.login.goto();
  await portal.login.signIn('engineer');
  await expect(page).toHaveURL(/\/myTasks$/);
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
