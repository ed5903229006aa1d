import { CHAT_HEARTBEAT_MS, CHAT_SOCKET_PATH } from '@portal/contract';
import { createTestApp, login, bearer, type TestApp } from './helpers/test-app';
import { baseUrl, connectChat } from './helpers/chat-client';

let t: TestApp;
let base: string;
beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  base = baseUrl(t.app);
});
afterAll(() => t.close());

describe('chat server (socket.io)', () => {
  it('greets a signed-in user and delivers published events', async () => {
    const token = await login(t.app, 'admin');
    const uid = (await t.app.inject({ url: '/api/order/user/detail', headers: bearer(token) })).json().data
      .id;
    const client = await connectChat(base, token);
    expect(await client.next()).toEqual({ event: 'ready', data: { userId: uid, imUid: 'im_admin' } });
    expect(await client.next()).toEqual({ event: 'unread', data: { total: 0, version: expect.any(Number) } });
    await t.app.im.publish({ userIds: [uid], message: { type: 'unread', total: 3 } });
    expect(await client.next()).toEqual({ event: 'unread', data: { total: 3 } });
    await t.app.im.publish({
      userIds: [uid],
      message: { type: 'notice', kind: 'trackReminder', serviceId: 1 },
    });
    expect(await client.next()).toEqual({ event: 'notice', data: { kind: 'trackReminder', serviceId: 1 } });
    client.close();
  });

  it('works over long polling too and heartbeats every 30000 ms', async () => {
    const token = await login(t.app, 'customer');
    const client = await connectChat(base, token, { transports: ['polling'] });
    expect((await client.next()).event).toBe('ready');
    expect(CHAT_HEARTBEAT_MS).toBe(30_000);
    const handshake = await fetch(`${base}${CHAT_SOCKET_PATH}/?EIO=4&transport=polling`);
    expect(await handshake.text()).toContain('"pingInterval":30000');
    client.close();
  });

  it('refuses a handshake without a valid token with code 28, in the caller language', async () => {
    await expect(connectChat(base, 'forged')).rejects.toEqual({ code: 28, msg: '未登录！' });
    await expect(connectChat(base, undefined, { lang: 'en' })).rejects.toEqual({
      code: 28,
      msg: 'Not signed in!',
    });
  });

  it('never takes the token from the URL', async () => {
    const token = await login(t.app, 'admin');
    const response = await fetch(
      `${base}${CHAT_SOCKET_PATH}/?EIO=4&transport=polling&token=${encodeURIComponent(token)}`,
    );
    const open = await response.text();
    const sid = /"sid":"([^"]+)"/.exec(open)![1];
    const post = await fetch(`${base}${CHAT_SOCKET_PATH}/?EIO=4&transport=polling&sid=${sid}`, {
      method: 'POST',
      body: '40',
    });
    expect(post.status).toBe(200);
    const answer = await (
      await fetch(`${base}${CHAT_SOCKET_PATH}/?EIO=4&transport=polling&sid=${sid}`)
    ).text();
    expect(answer).toContain('"code":28');
  });
});
