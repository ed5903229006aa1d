import { expect, test, type Browser } from '@playwright/test';
import { ChatModal } from '../pages/chat-modal';
import { PortalPage } from '../pages/portal-page';
import { orderDispatchedToEngineer, unique } from '../support/orders';
import { ownServer } from '../support/own-server';
import { startTcpProxy, type TcpProxy } from '../support/tcp-proxy';

// The chat through a 30 s network cut and through a server restart, on a server of this spec's own
// (it is stopped and started) behind a TCP proxy (the cut). Nobody reloads: the connection comes back
// by itself, messages written while offline are sent when it does, and every message shows once, in
// order, on both sides. The dispatcher is at a desk, the engineer on a phone (390×844, touch), where
// outages happen.
const PHONE = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true };
const PORT = Number(process.env.E2E_PORT ?? 8090);
const server = ownServer(PORT + 1000);
let proxy: TcpProxy;
const CUT_MS = 30_000;

test.beforeAll(async () => {
  test.setTimeout(180_000);
  await server.start();
  proxy = await startTcpProxy(PORT + 1000, PORT + 1100);
});

test.afterAll(async () => {
  await proxy?.close();
  await server.stop();
});

async function party(
  browser: Browser,
  username: string,
  orderPath: string,
  device: Partial<typeof PHONE> = {},
) {
  const context = await browser.newContext({ baseURL: `http://127.0.0.1:${proxy.port}`, ...device });
  const page = await context.newPage();
  const portal = new PortalPage(page);
  if (device.isMobile) {
    // A phone keeps its menu in a drawer: signed in once the login page is left.
    await portal.login.goto();
    await portal.login.signIn(username);
    await expect(page).not.toHaveURL(/\/login/);
  } else {
    await portal.signIn(username);
  }
  const chat = new ChatModal(portal);
  await chat.openFromOrder(orderPath);
  return { context, page, chat };
}
type Party = Awaited<ReturnType<typeof party>>;

const status = (p: Party, s: string) => p.chat.dialog().locator(`[data-im-status="${s}"]`);

async function shownNumbers(p: Party, tag: string): Promise<number[]> {
  const texts = await p.chat.messages().getByRole('listitem').allInnerTexts();
  const pattern = new RegExp(`${tag} #(\\d+)`, 'g');
  return texts.flatMap((t) => [...t.matchAll(pattern)].map((m) => Number(m[1])));
}

test('the chat comes back by itself after a 30 s network cut and a server restart; every message once', async ({
  browser,
}) => {
  test.setTimeout(480_000);
  const base = `http://127.0.0.1:${proxy.port}`;
  const order = await orderDispatchedToEngineer(base);
  const admin = await party(browser, 'admin', `/dispatchStation/dispatchQueryDetails?id=${order.id}`);
  const engineer = await party(browser, 'engineer', `/myTasks/details?id=${order.id}`, PHONE);
  const tag = `断线 ${unique()}`;
  let n = 0;
  const next = () => `${tag} #${(n += 1)}`;
  const all = () => Array.from({ length: n }, (_, i) => i + 1);
  // Each message once on each side, in the same (the server's) order on both: messages written
  // offline on two sides are stored in the order their pages got back.
  const expectAll = async () => {
    for (const p of [admin, engineer]) {
      await expect(p.chat.bubble(`${tag} #${n}`)).toBeVisible({ timeout: 60_000 });
      await expect.poll(async () => [...(await shownNumbers(p, tag))].sort((a, b) => a - b)).toEqual(all());
      await expect(p.chat.messages().locator('[data-status="sending"], [data-status="failed"]')).toHaveCount(
        0,
      );
    }
    expect(await shownNumbers(admin, tag)).toEqual(await shownNumbers(engineer, tag));
  };
  /** Written while there is no connection: kept in the conversation as sending, the box usable. */
  const writeOffline = async (p: Party) => {
    const text = next();
    await expect(p.chat.input()).toBeEnabled();
    await p.chat.input().fill(text);
    await p.chat.input().press('Control+Enter');
    await expect(p.chat.bubble(text)).toHaveAttribute('data-status', 'sending');
  };

  await admin.chat.send(next());
  await engineer.chat.send(next());
  await expectAll();

  // 1. The network is cut for 30 s: past socket.io's two quick attempts (掉线 again after them).
  const cutAt = Date.now();
  proxy.cut();
  for (const p of [admin, engineer]) await expect(status(p, 'online')).toBeHidden();
  await writeOffline(admin);
  await writeOffline(engineer);
  await writeOffline(admin);
  // socket.io's quick attempts are used up well within the cut: 掉线 until the network returns.
  for (const p of [admin, engineer]) await expect(status(p, 'dropped')).toBeVisible({ timeout: 25_000 });
  // The outage lasts its 30 s whatever the page does.
  await new Promise((resolve) => setTimeout(resolve, Math.max(0, CUT_MS - (Date.now() - cutAt))));
  proxy.restore();
  // Back with no reload and no click (the 30 s probe), the offline messages sent in order.
  for (const p of [admin, engineer]) await expect(status(p, 'online')).toBeVisible({ timeout: 45_000 });
  await expectAll();
  await admin.chat.send(next());
  await expectAll();

  // 2. The server restarts: the server-side disconnect is followed by our own connect.
  await server.stop();
  for (const p of [admin, engineer]) await expect(status(p, 'online')).toBeHidden();
  await writeOffline(engineer);
  await server.start();
  for (const p of [admin, engineer]) await expect(status(p, 'online')).toBeVisible({ timeout: 45_000 });
  await expectAll();
  await engineer.chat.send(next());
  await admin.chat.send(next());
  await expectAll();

  // 3. 重新连接 brings it back at once after a cut without waiting for the probe.
  proxy.cut();
  await expect(status(admin, 'online')).toBeHidden();
  await expect(status(admin, 'dropped')).toBeVisible({ timeout: 25_000 });
  proxy.restore();
  await admin.chat.dialog().getByRole('button', { name: '重新连接' }).click();
  await expect(status(admin, 'online')).toBeVisible({ timeout: 10_000 });

  await Promise.all([admin.context.close(), engineer.context.close()]);
});
