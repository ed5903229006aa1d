import { test as base, type Browser, type BrowserContext } from '@playwright/test';
import { ChatModal, countChatSockets } from '../pages/chat-modal';
import { PortalPage } from '../pages/portal-page';
import { DEMO_PASSWORD } from './accounts';
import { apiAs, createUser } from './api';
import { isoDay, placeOrderByApi, unique, type PlacedOrder } from './orders';

/** One person at the chat: a browser context of their own, signed in. */
export interface ChatParty {
  context: BrowserContext;
  portal: PortalPage;
  chat: ChatModal;
  /** Chat sockets the page opened and how many are open. */
  sockets: () => Promise<{ opened: number; open: number }>;
  /** The display name others see (in the member list, the remind list). */
  name: string;
}

export interface ChatOrder extends PlacedOrder {
  /** The order's page for each party, each with its 在线沟通 button. */
  paths: { admin: string; engineer: string; customer: string };
}

interface Account {
  username: string;
  password: string;
  name: string;
}

export interface ChatFixtures {
  /**
   * Who dispatches the test's order and sits at the dispatcher's context: the demo admin, or a
   * dispatcher of the test's own whose unread total and notifications no other test can touch.
   */
  dispatcher: 'admin' | 'own';
  dispatcherAccount: Account;
  /** An order of the test's own, dispatched to the demo engineer: its group holds the three parties. */
  order: ChatOrder;
  /** The dispatcher (the demo admin unless the test uses `dispatcher: 'own'`). */
  admin: ChatParty;
  engineer: ChatParty;
  customer: ChatParty;
}

async function signedIn(browser: Browser, account: Account): Promise<ChatParty> {
  const context = await browser.newContext();
  const page = await context.newPage();
  const sockets = await countChatSockets(page);
  const portal = new PortalPage(page);
  await portal.signIn(account.username, account.password);
  return { context, portal, chat: new ChatModal(portal), sockets, name: account.name };
}

const demo = (username: string, name: string): Account => ({ username, password: DEMO_PASSWORD, name });

async function body<T>(response: { json(): Promise<unknown>; ok(): boolean; url(): string }): Promise<T> {
  const answer = (await response.json()) as { code: number; data: T };
  if (!response.ok() || answer.code !== 0) throw new Error(`${response.url()}: ${JSON.stringify(answer)}`);
  return answer.data;
}

/** A fresh customer order, dispatched by `dispatcher` to 赵工程师 (setup through the API). */
async function dispatchedBy(baseURL: string, dispatcher: Account): Promise<PlacedOrder> {
  const order = await placeOrderByApi(baseURL, 'customer', `在线沟通 ${unique()}`);
  const api = await apiAs(baseURL, dispatcher.username, dispatcher.password);
  try {
    const technicians = await body<Array<{ id: number; name: string }>>(
      await api.get('/api/sys/staff/technician'),
    );
    const engineerId = technicians.find((t) => t.name === '赵工程师')?.id ?? technicians[0].id;
    await body(
      await api.post(`/api/dispatch/service/${order.id}/dispatch`, {
        data: { engineerId, appointmentTime: `${isoDay(2)} 10:00` },
      }),
    );
    return order;
  } finally {
    await api.dispose();
  }
}

/**
 * The chat tests' three browser contexts (dispatcher, engineer, customer) and an order of each
 * test's own. A party's context opens only when a test asks for it and closes after the test.
 */
export const test = base.extend<ChatFixtures>({
  dispatcher: ['admin', { option: true }],
  dispatcherAccount: async ({ dispatcher, baseURL }, provide) => {
    if (dispatcher === 'admin') {
      await provide(demo('admin', '系统管理员'));
      return;
    }
    const created = await createUser(baseURL!, { authority: 'manager', allowDispatch: true });
    const api = await apiAs(baseURL!, created.username, created.password);
    const { name } = await body<{ name: string }>(await api.get('/api/order/user/detail'));
    await api.dispose();
    await provide({ ...created, name });
  },
  order: async ({ baseURL, dispatcherAccount }, provide) => {
    const order = await dispatchedBy(baseURL!, dispatcherAccount);
    await provide({
      ...order,
      paths: {
        admin: `/dispatchStation/dispatchQueryDetails?id=${order.id}`,
        engineer: `/myTasks/details?id=${order.id}`,
        customer: `/orderQueryDetails?id=${order.id}`,
      },
    });
  },
  admin: async ({ browser, dispatcherAccount }, provide) => {
    const party = await signedIn(browser, dispatcherAccount);
    await provide(party);
    await party.context.close();
  },
  engineer: async ({ browser }, provide) => {
    const party = await signedIn(browser, demo('engineer', '赵工程师'));
    await provide(party);
    await party.context.close();
  },
  customer: async ({ browser }, provide) => {
    const party = await signedIn(browser, demo('customer', '张客户'));
    await provide(party);
    await party.context.close();
  },
});

export { expect } from '@playwright/test';
