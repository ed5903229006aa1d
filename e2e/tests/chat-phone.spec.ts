import { expect, test, type Browser, type Locator, type Page } from '@playwright/test';
import { ChatModal } from '../pages/chat-modal';
import { PortalPage } from '../pages/portal-page';
import { orderDispatchedToEngineer, unique } from '../support/orders';
import { shot } from '../support/shots';

// The chat on a phone (390×844, touch): full screen, the session list first, then the conversation
// with a back arrow; members, quick replies and the input within reach; nothing cut off or sideways.
const PHONE = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true };

async function phoneAs(browser: Browser, username: string, language: 'zh_CN' | 'en') {
  const context = await browser.newContext(PHONE);
  await context.addInitScript((lang) => localStorage.setItem('portal.language', lang), language);
  const page = await context.newPage();
  const portal = new PortalPage(page);
  await portal.login.goto();
  await portal.login.signIn(username);
  await expect(page).not.toHaveURL(/\/login/);
  return { context, page, portal, chat: new ChatModal(portal) };
}

async function expectOnScreen(page: Page, target: Locator): Promise<void> {
  await expect(target).toBeVisible();
  const { width, height } = page.viewportSize()!;
  // A drawer or modal may still be sliding in: wait for the box to settle within the screen.
  await expect
    .poll(async () => {
      const box = await target.boundingBox();
      return !!box && box.x >= 0 && box.y >= 0 && box.x + box.width <= width && box.y + box.height <= height;
    })
    .toBe(true);
}

/** Nothing scrolls sideways: no element of the page reaches past the right edge of the screen. */
async function expectNoSidewaysScroll(page: Page): Promise<void> {
  await expect
    .poll(() =>
      page.evaluate(() => {
        const width = document.documentElement.clientWidth;
        const beyond = [...document.querySelectorAll('body *')]
          .filter((el) => {
            const box = el.getBoundingClientRect();
            return box.width > 0 && box.right > width + 1 && getComputedStyle(el).visibility !== 'hidden';
          })
          .map((el) => `${el.tagName.toLowerCase()}.${String(el.className).slice(0, 60)}`);
        return { overflow: document.documentElement.scrollWidth - width, beyond: beyond.slice(0, 6) };
      }),
    )
    .toEqual({ overflow: 0, beyond: [] });
}

for (const language of ['zh_CN', 'en'] as const) {
  const L =
    language === 'en'
      ? {
          chat: /Online chat|Online communication/,
          members: 'Members',
          quick: /Quick replies/,
          back: 'Back to sessions',
          send: 'Send',
        }
      : { chat: '在线沟通', members: '群成员', quick: /快捷回复/, back: '返回会话列表', send: '发送' };

  test(`the chat on a phone: two views, every panel reachable, nothing cut off (${language})`, async ({
    browser,
    baseURL,
  }) => {
    test.setTimeout(240_000);
    const order = await orderDispatchedToEngineer(baseURL!);
    const engineer = await phoneAs(browser, 'engineer', language);
    const { page, chat } = engineer;
    await page.goto(`/myTasks/details?id=${order.id}`);
    await engineer.portal.pane().getByRole('button', { name: L.chat }).first().tap();
    const dialog = chat.dialog();
    await expect(dialog).toBeVisible();

    // The conversation of the order fills the screen.
    await expect(chat.input()).toBeVisible();
    const pane = (await chat.messages().boundingBox())!;
    expect(pane.width).toBeGreaterThan(350);
    await expectOnScreen(page, chat.input());
    await expectOnScreen(page, dialog.getByRole('button', { name: L.members }));
    await expectOnScreen(page, dialog.getByRole('button', { name: L.quick }));
    await expectOnScreen(page, dialog.getByRole('button', { name: L.send }));
    await expectNoSidewaysScroll(page);

    const text = `手机 ${unique()} ${'很长的一段话'.repeat(12)}`;
    await chat.input().fill(text);
    await dialog.getByRole('button', { name: L.send }).tap();
    await expect(chat.bubble(text)).toHaveAttribute('data-status', 'sent');
    await expectNoSidewaysScroll(page);
    await shot(page, `chat-phone-conversation-${language}`);

    await dialog.getByRole('button', { name: L.quick }).tap();
    await expect(page.getByRole('menu')).toBeVisible();
    await expectOnScreen(page, page.getByRole('menu'));
    await page.keyboard.press('Escape');

    await dialog.getByRole('button', { name: L.members }).tap();
    const drawer = dialog.locator('.ant-drawer').filter({ hasText: /群成员（|Members \(/ });
    await expectOnScreen(page, drawer.getByRole('listitem').filter({ hasText: '赵工程师' }));
    await shot(page, `chat-phone-members-${language}`);
    await drawer.getByRole('button', { name: /Close|关闭/ }).tap();

    // Back to the session list: the whole width, the order's session in it; a tap opens it again.
    await dialog.getByRole('button', { name: L.back }).tap();
    await expect(chat.input()).toBeHidden();
    const session = chat.sessions().filter({ hasText: order.serviceNo }).first();
    await expect(session).toBeVisible();
    expect((await chat.sessions().first().boundingBox())!.width).toBeGreaterThan(350);
    await expectNoSidewaysScroll(page);
    await shot(page, `chat-phone-sessions-${language}`);
    await session.tap();
    await expect(chat.bubble(text)).toBeVisible();
    await engineer.context.close();
  });
}
