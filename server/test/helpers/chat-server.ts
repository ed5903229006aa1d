import type { ChatMessage } from '@portal/contract';
import { createTestApp, login, type TestApp } from './test-app';
import { baseUrl, openChat, type ChatClient } from './chat-client';

export type SendAck =
  { ok: true; message: ChatMessage; duplicate?: true } | { ok: false; code: number; msg: string };

/**
 * A listening test app for socket.io clients, set up and torn down by the suite's hooks; clients
 * opened through `as` are closed after each test. `reuseTokens` signs each user in once per suite.
 */
export function chatServer(options: { reuseTokens?: boolean } = {}) {
  let app: TestApp | null = null;
  let base = '';
  const open: ChatClient[] = [];
  const tokens: Record<string, string> = {};
  beforeAll(async () => {
    app = await createTestApp();
    await app.app.listen({ port: 0, host: '127.0.0.1' });
    base = baseUrl(app.app);
  });
  afterEach(() => {
    for (const client of open.splice(0)) client.close();
  });
  afterAll(() => app?.close());

  const current = (): TestApp => {
    if (!app) throw new Error('the chat server starts in beforeAll');
    return app;
  };
  /** The user's token for this suite (signed in once). */
  const token = async (username: string): Promise<string> =>
    (tokens[username] ??= await login(current().app, username));
  return {
    get t(): TestApp {
      return current();
    },
    token,
    async as(username: string, lang?: string): Promise<ChatClient> {
      const signedIn = options.reuseTokens ? await token(username) : await login(current().app, username);
      const client = await openChat(base, signedIn, lang ? { lang } : {});
      open.push(client);
      return client;
    },
    /** A member's unread count in one channel, as stored. */
    async unreadNum(sysChannelId: number, username: string): Promise<number> {
      const rows = await current().db.query<{ n: number }>(
        'SELECT m.unread_num AS n FROM chat_members m JOIN users u ON u.id = m.user_id WHERE m.channel_id = $1 AND u.username = $2',
        [sysChannelId, username],
      );
      return Number(rows[0].n);
    },
  };
}
