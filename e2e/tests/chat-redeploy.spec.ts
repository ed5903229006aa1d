import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type Browser } from '@playwright/test';
import { ChatModal } from '../pages/chat-modal';
import { PortalPage } from '../pages/portal-page';
import { apiAs } from '../support/api';
import { orderDispatchedToEngineer, unique } from '../support/orders';
import { copyRemoteWithChange, runReleaseScript } from '../support/release-scripts';

// The chat remote redeployed while two people talk: a visibly changed remote-chat v2 is published
// into the portal's own folder (/remotes/remote-chat/<version>/) and promoted while both have the
// chat open. No message may be lost or doubled, before, during or after, on either side.
const root = path.resolve(__dirname, '..', '..');
const PORT = Number(process.env.E2E_PORT ?? 8090);
// The e2e server's DATA_DIR (playwright.config.ts): published versions go to DATA_DIR/remotes.
const dataDir = path.join(__dirname, '..', '.artifacts', `data-${PORT}`);
const source = path.join(root, `.release-src-chat-${PORT}`);
const V2_TITLE = '在线沟通（新版）';

let baseURL = '';
let v2 = '';

const run = (script: string, args: string[]) =>
  runReleaseScript(baseURL, script, args, { DATA_DIR: dataDir });

// eslint-disable-next-line no-empty-pattern -- no fixture is needed, only the test info
test.beforeAll(async ({}, testInfo) => {
  testInfo.setTimeout(600_000);
  baseURL = testInfo.project.use.baseURL!;
  // The visible change: the modal's title.
  copyRemoteWithChange('remote-chat', source, (text) => {
    expect(text).toContain("title: '在线沟通',");
    return text.replace("title: '在线沟通',", `title: '${V2_TITLE}',`);
  });
  try {
    v2 = /VERSION=(\S+)/.exec(run('publish-remote.mjs', ['remote-chat', '--source', source]))![1];
  } finally {
    fs.rmSync(source, { recursive: true, force: true });
  }
});

test.afterAll(async () => {
  if (!baseURL || !v2) return;
  // Leave the portal's chat remote as it was for any later spec.
  const admin = await apiAs(baseURL, 'admin');
  const stable = (await (await admin.get('/api/sys/frontend/releases')).json()).data as Array<{
    remote: string;
    channel: string;
    version: string;
  }>;
  if (stable.some((r) => r.remote === 'remote_chat' && r.channel === 'stable' && r.version === v2))
    run('release.mjs', ['rollback', 'remote-chat']);
  await admin.dispose();
});

async function signedIn(browser: Browser, username: string, orderPath: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const portal = new PortalPage(page);
  await portal.signIn(username);
  const chat = new ChatModal(portal);
  await chat.openFromOrder(orderPath);
  return { context, page, portal, chat };
}

type Side = Awaited<ReturnType<typeof signedIn>>;

/** The numbers of this run's messages as one page's message list shows them, top to bottom. */
async function shownNumbers(side: Side, tag: string): Promise<number[]> {
  const texts = await side.chat.messages().getByRole('listitem').allInnerTexts();
  const pattern = new RegExp(`${tag} #(\\d+)`, 'g');
  return texts.flatMap((t) => [...t.matchAll(pattern)].map((m) => Number(m[1])));
}

test('remote-chat promoted while a conversation is open: every message appears once, in order, on both sides', async ({
  browser,
}) => {
  test.setTimeout(300_000);
  const order = await orderDispatchedToEngineer(baseURL);
  const adminPath = `/dispatchStation/dispatchQueryDetails?id=${order.id}`;
  const engineerPath = `/myTasks/details?id=${order.id}`;
  const admin = await signedIn(browser, 'admin', adminPath);
  const engineer = await signedIn(browser, 'engineer', engineerPath);
  await expect(admin.chat.dialog().getByText(V2_TITLE)).toHaveCount(0);

  const tag = `换版 ${unique()}`;
  const sent: number[] = [];
  const send = async (side: Side) => {
    const n = sent.length + 1;
    await side.chat.send(`${tag} #${n}`);
    sent.push(n);
  };
  const expectAll = async (side: Side) => {
    await expect(side.chat.bubble(`${tag} #${sent.length}`)).toBeVisible();
    await expect.poll(() => shownNumbers(side, tag)).toEqual(sent);
  };

  // Before: both ways on v1.
  await send(admin);
  await send(engineer);
  await expectAll(admin);
  await expectAll(engineer);

  // During: v2 is promoted; the talk goes on until the open pages are told of the new version.
  run('release.mjs', ['promote', 'remote-chat', v2]);
  const notice = (side: Side) =>
    side.page.locator('.ant-notification-notice').filter({ hasText: '有新版本可用' });
  for (let round = 0; round < 3 && !(await notice(admin).isVisible()); round += 1) {
    await send(engineer);
    await send(admin);
    await notice(admin)
      .waitFor({ state: 'visible', timeout: 5_000 })
      .catch(() => undefined);
  }
  await expect(notice(admin)).toBeVisible({ timeout: 60_000 });
  await expectAll(admin);
  await expectAll(engineer);

  // The dispatcher reloads into v2 while the engineer keeps writing.
  await notice(admin).getByRole('button', { name: '刷新页面' }).click();
  await send(engineer);
  await send(engineer);
  // The reloaded page has registered v2 and shows no notice.
  await expect(notice(admin)).toBeHidden();
  await expect(admin.portal.sideMenu()).toBeVisible();
  await admin.portal.pane().getByRole('button', { name: '在线沟通' }).click();
  await expect(admin.chat.dialog().getByText(V2_TITLE)).toBeVisible();
  await expect(admin.chat.dialog().locator('[data-im-status="online"]')).toBeVisible();
  await expectAll(admin);

  // After: both ways again, then the engineer, told of the new version too, reloads into it.
  await send(admin);
  await send(engineer);
  await expectAll(admin);
  await expectAll(engineer);
  await expect(notice(engineer)).toBeVisible({ timeout: 60_000 });
  await notice(engineer).getByRole('button', { name: '刷新页面' }).click();
  await send(admin);
  await expect(notice(engineer)).toBeHidden();
  await expect(engineer.portal.sideMenu()).toBeVisible();
  await engineer.portal.pane().getByRole('button', { name: '在线沟通' }).click();
  await expect(engineer.chat.dialog().getByText(V2_TITLE)).toBeVisible();
  await send(engineer);
  await expectAll(engineer);
  await expectAll(admin);

  await Promise.all([admin.context.close(), engineer.context.close()]);
});
