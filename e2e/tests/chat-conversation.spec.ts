import { ChatModal } from '../pages/chat-modal';
import { PortalPage } from '../pages/portal-page';
import { RECEIPT_PNG } from '../pages/dispatch-api';
import { chooseOptionUntil } from '../support/antd';
import { chatClientAs, sendTexts } from '../support/chat';
import { expect, test } from '../support/chat-fixture';
import { orderChannelId } from '../support/chat-orders';
import { unique } from '../support/orders';
import { shot } from '../support/shots';

const PNG = { name: 'photo.png', type: 'image/png', base64: RECEIPT_PNG.toString('base64') };
const PDF = {
  name: `report-${Date.now()}.pdf`,
  type: 'application/pdf',
  base64: Buffer.from('%PDF-1.4\n%%EOF\n').toString('base64'),
};

test('dispatcher, engineer and customer talk in the order group in real time, with read status, over one connection per page', async ({
  order,
  admin,
  engineer,
  customer,
}) => {
  test.setTimeout(180_000);
  const to = order.paths;
  await engineer.chat.openFromOrder(to.engineer);
  await customer.chat.openFromOrder(to.customer);
  await admin.chat.openFromOrder(to.admin);
  await expect(admin.chat.session(order.serviceNo)).toHaveAttribute('aria-current', 'true');

  const hello = `工程师已出发 ${unique()}`;
  await engineer.chat.send(hello);
  await expect(admin.chat.bubble(hello)).toBeVisible();
  await expect(customer.chat.bubble(hello)).toBeVisible();

  const reply = `好的，请尽快到场 ${unique()}`;
  await admin.chat.send(reply);
  await expect(engineer.chat.bubble(reply)).toBeVisible();
  await expect(customer.chat.bubble(reply)).toBeVisible();
  // Both others are looking at the conversation: they read it at once.
  await expect(admin.chat.bubble(reply).locator('.chat-unread-count')).toHaveText('全部已读');

  // The customer closes the chat; the next message stays unread for the customer only.
  await customer.chat.close();
  const later = `客户请留意 ${unique()}`;
  await admin.chat.send(later);
  await expect(engineer.chat.bubble(later)).toBeVisible();
  await expect(admin.chat.bubble(later).locator('.chat-unread-count')).toHaveText('1人未读');
  await admin.chat.bubble(later).locator('.chat-unread-count').click();
  const drawer = admin.chat.dialog().locator('.ant-drawer').filter({ hasText: '消息阅读状态' });
  await expect(drawer.locator('[data-read="read"]')).toHaveCount(1);
  await expect(
    drawer.getByRole('listitem').filter({ hasText: engineer.name }).locator('[data-read]'),
  ).toHaveText('已读');
  await expect(
    drawer.getByRole('listitem').filter({ hasText: customer.name }).locator('[data-read]'),
  ).toHaveText('未读');

  // The customer comes back: the conversation is read, and the sender sees it.
  await customer.chat.openFromOrder(to.customer);
  await expect(customer.chat.bubble(later)).toBeVisible();
  await expect(admin.chat.bubble(later).locator('.chat-unread-count')).toHaveText('全部已读');

  for (const who of [admin, engineer, customer]) {
    expect(await who.sockets()).toEqual({ opened: 1, open: 1 });
  }
});

test('a pasted image and a dropped file are uploaded, confirmed and then sent', async ({
  order,
  admin,
  engineer,
}) => {
  test.setTimeout(180_000);
  await admin.chat.openFromOrder(order.paths.admin);
  await engineer.chat.openFromOrder(order.paths.engineer);

  await engineer.chat.paste([PNG]);
  const confirm = engineer.chat.confirmFiles();
  await expect(confirm.getByRole('img', { name: 'photo.png' })).toBeVisible();
  await confirm.getByRole('button', { name: '发送' }).click();
  await expect(confirm).toBeHidden();
  const image = admin.chat
    .messages()
    .getByRole('listitem')
    .filter({ has: admin.portal.page.locator('img') })
    .last();
  await expect(image.locator('img')).toHaveAttribute('src', /\/file\//);

  // A dropped file can be taken out again before sending.
  await engineer.chat.drop([PDF, { ...PNG, name: 'second.png' }]);
  await expect(confirm.getByText(PDF.name)).toBeVisible();
  await expect(confirm.getByRole('img', { name: 'second.png' })).toBeVisible();
  await confirm.getByRole('button', { name: '移除' }).last().click();
  await confirm.getByRole('button', { name: '发送' }).click();
  await expect(admin.chat.bubble(PDF.name).getByRole('link', { name: PDF.name })).toBeVisible();
  await expect(admin.chat.messages().locator('img[src*="second"]')).toHaveCount(0);
});

test.describe('with a dispatcher of its own', () => {
  // Nobody else sends to this dispatcher: its unread total is this test's alone.
  test.use({ dispatcher: 'own' });

  test("a reminded member's unread badge rises, a notification opens the chat on that session", async ({
    order,
    admin,
    customer,
  }) => {
    test.setTimeout(120_000);
    const page = admin.portal.page;
    const badge = page
      .locator('.portal-header .ant-badge')
      .filter({ has: page.getByRole('button', { name: '在线沟通' }) })
      .locator('.ant-badge-count');
    // While a count changes antd animates between two count elements, the leaving one hidden, and
    // removes a count that falls to 0 once it has zoomed out: read the visible ones in one go.
    const unread = () =>
      badge.evaluateAll((counts) => {
        const shown = counts.find((el) => {
          const box = el.getBoundingClientRect();
          return box.width > 0 && box.height > 0 && getComputedStyle(el).visibility !== 'hidden';
        });
        return shown ? Number(shown.getAttribute('title') ?? '0') : 0;
      });
    await expect(admin.portal.chatButton()).toBeVisible();
    await expect(page.locator('.portal-header [data-status="online"]')).toBeVisible();
    expect(await unread()).toBe(0);

    await customer.chat.openFromOrder(order.paths.customer);
    // Not reminded and not from an engineer: no unread for the dispatcher.
    await customer.chat.send(`没有提醒 ${unique()}`);
    // Reminded: the badge counts this one message only, and a notification shows.
    await customer.chat.remind(admin.name);
    const reminded = `请调度看一下 ${unique()}`;
    await customer.chat.send(reminded);
    await expect.poll(unread).toBe(1);

    const note = page.locator('.ant-notification-notice').filter({ hasText: reminded });
    await expect(note).toBeVisible();
    await note.click();
    await expect(admin.chat.dialog()).toBeVisible();
    const session = admin.chat.session(order.serviceNo);
    await expect(session).toHaveAttribute('aria-current', 'true');
    await expect(admin.chat.bubble(reminded)).toBeVisible();
    await expect.poll(unread).toBe(0);
    // Read on opening: the order's session shows no unread count either.
    await expect(session.locator('.ant-badge-count').filter({ visible: true })).toHaveCount(0);
  });
});

test("a long history shows 20 messages, then 'load more' up to 'no more'", async ({
  baseURL,
  order,
  engineer,
}) => {
  test.setTimeout(120_000);
  const channel = await orderChannelId(baseURL!, order.id);
  const tag = unique();
  // Three senders, so no one of them meets the sender rate limit.
  for (const [who, n] of [
    ['admin', 9],
    ['engineer', 9],
    ['customer', 9],
  ] as const) {
    const client = await chatClientAs(baseURL!, who);
    try {
      await sendTexts(
        client.socket,
        channel,
        Array.from({ length: n }, (_, i) => `${tag} ${who} #${i + 1}`),
      );
    } finally {
      client.close();
    }
  }
  await engineer.chat.openFromOrder(order.paths.engineer);
  const items = engineer.chat.messages().getByRole('listitem');
  await expect(items).toHaveCount(20);
  await expect(engineer.chat.bubble(`${tag} customer #9`)).toBeVisible();
  await expect(engineer.chat.bubble(`${tag} admin #1`)).toHaveCount(0);
  await engineer.chat.messages().getByRole('button', { name: '加载更多' }).click();
  await expect(engineer.chat.messages().getByText('没有更多了')).toBeVisible();
  await expect(engineer.chat.bubble(`${tag} admin #1`)).toHaveCount(1);
  await expect(engineer.chat.messages().getByRole('button', { name: '加载更多' })).toHaveCount(0);
  await shot(engineer.portal.page, 'chat-history-zh_CN');
});

test('the chat modal speaks English when the portal does', async ({ browser, order }) => {
  test.setTimeout(120_000);
  const context = await browser.newContext();
  await context.addInitScript(() => localStorage.setItem('portal.language', 'en'));
  const page = await context.newPage();
  const portal = new PortalPage(page);
  await portal.signIn('admin');
  const chat = new ChatModal(portal);
  await page.goto(order.paths.admin);
  await portal.pane().getByRole('button', { name: 'Online chat' }).click();
  await expect(chat.dialog()).toBeVisible();
  await expect(chat.dialog().locator('[data-im-status="online"]')).toHaveText('Online');
  await expect(chat.session(order.serviceNo)).toHaveAttribute('aria-current', 'true');
  const text = `On my way ${unique()}`;
  await chat.input().fill(text);
  await expect(chat.dialog().getByRole('button', { name: 'Send', exact: true })).toBeEnabled();
  await chat.input().press('Control+Enter');
  await expect(chat.bubble(text).locator('.chat-unread-count')).toHaveText(/^\d+ unread$/);
  await chat.dialog().getByRole('button', { name: 'Work order' }).click();
  await expect(chat.dialog().getByText(order.serviceNo).last()).toBeVisible();
  await shot(page, 'chat-modal-en');
  await chat.dialog().getByRole('button', { name: 'Modify appointment time' }).click();
  const appointment = page.getByRole('dialog', { name: 'Modify appointment time' });
  await expect(appointment.locator('.ant-picker input').first()).not.toHaveValue('');
  await expect(appointment.getByRole('button', { name: 'Save' })).toBeVisible();
  await shot(page, 'chat-appointment-en');
  await appointment.getByRole('button', { name: 'Cancel' }).click();
  await expect(chat.dialog().getByText('Project guidelines')).toBeVisible();
  // The call dialog offers my telephone first, then my phone.
  await chat.dialog().getByRole('button', { name: 'Call', exact: true }).click();
  const call = page.getByRole('dialog', { name: 'Call' });
  await expect(call.locator('.ant-select-content, .ant-select-selection-item').first()).toHaveText(
    '010-88880001',
  );
  await call.getByRole('button', { name: 'Cancel' }).click();
  await expect(call).toBeHidden();
  await context.close();
});

test("a chat image saved under an acceptance template becomes one of the order's receipts", async ({
  order,
  admin,
  engineer,
}) => {
  test.setTimeout(180_000);
  await engineer.chat.openFromOrder(order.paths.engineer);
  await engineer.chat.paste([{ ...PNG, name: 'nameplate.png' }]);
  await engineer.chat.confirmFiles().getByRole('button', { name: '发送' }).click();
  await expect(engineer.chat.messages().locator('[data-status="sent"] img')).toHaveCount(1);

  await admin.chat.openFromOrder(order.paths.admin);
  await admin.chat.dialog().getByRole('button', { name: '图片列表' }).click();
  const images = admin.portal.page.getByRole('dialog', { name: '群聊图片' });
  const save = images.getByRole('button', { name: '保存为验收资料' });
  await expect(save).toBeDisabled();
  await images.getByRole('checkbox', { name: 'nameplate.png' }).check();
  // No template chosen yet: still nothing to save.
  await expect(save).toBeDisabled();
  await chooseOptionUntil(
    admin.portal.page,
    images.getByRole('combobox', { name: '验收模板' }),
    /^设备铭牌$/,
    images.getByText('工程师可见'),
  );
  await expect(images.getByText('客户可见')).toHaveCount(0);
  await save.click();
  await expect(admin.portal.message('保存成功')).toBeVisible();
  await expect(images).toBeHidden();

  // The order's receipts now hold it, under that template.
  await admin.portal.page.goto(order.paths.admin);
  await admin.portal.pane().getByRole('tab', { name: '回执 (1)' }).click();
  const receipts = admin.portal.pane().getByRole('tabpanel', { name: '回执 (1)' });
  await expect(receipts.getByText('设备铭牌').first()).toBeVisible();
  await expect(receipts.getByRole('img').first()).toBeVisible();
});
