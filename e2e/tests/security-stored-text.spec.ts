import { expect, test } from '@playwright/test';
import { PortalPage } from '../pages/portal-page';
import { apiAs } from '../support/api';
import { isoDay, unique } from '../support/orders';
import { shot as keepShot } from '../support/shots';

/** Markup that would run if any page rendered stored text as HTML. */
const markup = (field: string) => `${field} <img src=x onerror="window.__xss='${field}';alert('${field}')">`;

type Api = Awaited<ReturnType<typeof apiAs>>;
async function data<T>(response: Awaited<ReturnType<Api['post']>>): Promise<T> {
  const body = (await response.json()) as { code: number; data: T };
  expect(response.ok(), JSON.stringify(body)).toBe(true);
  return body.data;
}

/** Watches a page for anything script-like: a dialog, the `__xss` flag, an element made from the stored markup. */
function watch(portal: PortalPage) {
  const { page } = portal;
  const dialogs: string[] = [];
  const refused: string[] = [];
  page.on('console', (message) => {
    if (message.text().includes('Content Security Policy')) refused.push(message.text());
  });
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  return async (...texts: string[]) => {
    for (const text of texts)
      await expect(portal.pane().getByText(text, { exact: false }).first()).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { __xss?: unknown }).__xss)).toBeUndefined();
    await expect(page.locator('img[src="x"]')).toHaveCount(0);
    expect(dialogs).toEqual([]);
    // Nothing was even attempted and refused by the Content-Security-Policy.
    expect(refused).toEqual([]);
  };
}

test('text stored as markup shows as text and never runs', async ({ browser, baseURL }) => {
  test.setTimeout(180_000);
  const tag = unique();
  const repairName = markup(`repair-${tag}`).slice(0, 100);
  const fault = markup(`order-${tag}`);
  const title = markup(`notice-${tag}`).slice(0, 100);
  const noticeBody = markup(`notice-body-${tag}`);
  const tracking = markup(`tracking-${tag}`);

  // Setup through the API: a repair user, an order at it, an announcement, a customer-visible tracking record.
  const customerApi = await apiAs(baseURL!, 'customer');
  const adminApi = await apiAs(baseURL!, 'admin');
  const repair = await data<{ id: number }>(
    await customerApi.post('/api/order/repair/user', {
      data: {
        name: repairName,
        contactName: markup('contact').slice(0, 50),
        contactPhone: '13912345678',
        regionCodes: ['31', '3101', '310115'],
        addressDetail: markup(`address-${tag}`),
      },
    }),
  );
  const [project] = await data<Array<{ id: number }>>(await customerApi.get('/api/sys/project/list'));
  const [content] = await data<Array<{ id: number }>>(
    await customerApi.get('/api/sys/service/content/v2/base/list', { params: { projectId: project.id } }),
  );
  const order = await data<{ id: number; serviceNo: string }>(
    await customerApi.post('/api/customer/order', {
      data: {
        projectId: project.id,
        serviceContentId: content.id,
        repairUserId: repair.id,
        appointmentTime: `${isoDay(2)} 10:00:00`,
        faultDescription: fault,
        attachments: [],
      },
    }),
  );
  const notice = await data<{ id: number }>(
    await adminApi.post('/api/sys/announce', { data: { title, content: noticeBody } }),
  );
  await data(
    await adminApi.post('/api/customer/dispatch/track/record', {
      data: { serviceId: order.id, content: tracking, isCustomerVisibility: true },
    }),
  );
  await customerApi.dispose();
  await adminApi.dispose();

  // The customer's pages.
  const customerContext = await browser.newContext();
  const customer = new PortalPage(await customerContext.newPage());
  const customerSees = watch(customer);
  await customer.signIn('customer');
  await customer.page.goto(`/orderQueryDetails?id=${order.id}`);
  await customerSees(`order-${tag}`, `repair-${tag}`, `tracking-${tag}`);
  await customer.page.goto('/orderQuery');
  await customerSees(`repair-${tag}`, `address-${tag}`);
  await customer.page.goto('/repairUser');
  await customerSees(`repair-${tag}`);
  await customer.page.goto('/systemAnnounce');
  await customerSees(`notice-${tag}`);
  await customer.page.goto(`/systemAnnounceDetails?id=${notice.id}`);
  await customerSees(`notice-${tag}`, `notice-body-${tag}`);
  await keepShot(customer.page, 'stored-text-announcement-zh');

  // The dispatcher's pages.
  const adminContext = await browser.newContext();
  const admin = new PortalPage(await adminContext.newPage());
  const adminSees = watch(admin);
  await admin.signIn('admin');
  await admin.page.goto(`/dispatchStation/dispatchQueryDetails?id=${order.id}`);
  await adminSees(`order-${tag}`);
  await admin
    .pane()
    .getByRole('tab', { name: /^跟踪记录 \(\d+\)$/ })
    .click();
  await adminSees(`tracking-${tag}`);
  await admin.page.goto(`/dispatchStation/trackingRecord?id=${order.id}`);
  await adminSees(`tracking-${tag}`);
  await keepShot(admin.page, 'stored-text-tracking-zh');

  await customerContext.close();
  await adminContext.close();
});
