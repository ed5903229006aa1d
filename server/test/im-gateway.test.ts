import { createTestApp, login, type TestApp } from './helpers/test-app';
import { openWs as open } from './helpers/ws-client';

let t: TestApp;
let base: string;
beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const address = t.app.server.address();
  base = `ws://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
});
afterAll(() => t.close());

describe('IM gateway', () => {
  it('greets a signed-in user, answers pings and delivers published events', async () => {
    const token = await login(t.app, 'admin');
    const client = await open(`${base}/im/ws?token=${encodeURIComponent(token)}`);
    expect(await client.next()).toMatchObject({ type: 'ready' });
    expect(await client.next()).toEqual({ type: 'unread', total: 0 });
    client.socket.send(JSON.stringify({ type: 'ping' }));
    expect(await client.next()).toMatchObject({ type: 'pong' });
    const uid = (
      await t.app.inject({ url: '/api/order/user/detail', headers: { authorization: `Bearer ${token}` } })
    ).json().data.id;
    await t.app.im.publish({ userIds: [uid], message: { type: 'unread', total: 3 } });
    expect(await client.next()).toEqual({ type: 'unread', total: 3 });
    client.socket.close();
  });

  it('closes a connection without a valid token', async () => {
    const client = await open(`${base}/im/ws?token=forged`);
    const closed = new Promise<number>((resolve) => client.socket.on('close', (code) => resolve(code)));
    expect(await client.next()).toMatchObject({ type: 'error', code: 28 });
    expect(await closed).toBe(4401);
  });
});
