import { randomUUID } from 'node:crypto';
import type { ChatChannel, ChatMessage } from '@portal/contract';
import type { TestApp } from './helpers/test-app';
import { chatServer, type SendAck } from './helpers/chat-server';
import { makeGroup, text } from './helpers/chat-fixtures';
import { multipart } from './helpers/multipart';
import { caller, userId } from './dispatch-fixtures';

const server = chatServer({ reuseTokens: true });
const as = (username: string) => server.as(username);
let t: TestApp;
let call: ReturnType<typeof caller>;
const tokens: Record<string, string> = {};
beforeAll(async () => {
  t = server.t;
  call = caller(t.app);
  for (const name of ['admin', 'customer', 'customer2', 'engineer', 'manager', 'pm', 'dispatcher'])
    tokens[name] = await server.token(name);
});

async function send(
  username: string,
  sysChannelId: number,
  words: string,
  extra: Record<string, unknown> = {},
) {
  const client = await as(username);
  const ack = await client.call<SendAck>('message:send', text(sysChannelId, words, extra));
  client.close();
  if (!ack.ok) throw new Error(ack.msg);
  return ack.message;
}

describe('channel page and channel info', () => {
  it('lists my channels only, newest first, with section 3 fields, filtered by a trimmed name', async () => {
    const group = await makeGroup(t.db);
    await send('admin', group.sysChannelId, '最新的一条');
    const page = await call(tokens.customer, 'POST', '/api/sys/im/get/user/channel/page', {
      current: 1,
      size: 150,
    });
    expect(page.status).toBe(200);
    const first = page.body.data.records[0] as ChatChannel;
    expect(first).toMatchObject({
      id: group.sysChannelId,
      channelId: group.chatId,
      type: 'groupchat',
      fromUser: 'im_customer',
      toUser: group.chatId,
      serviceId: group.serviceId,
      deleted: false,
      serviceStatus: 'toArrive',
      serviceType: 'other',
    });
    expect(first.lastMessage).toMatchObject({ msgContent: '最新的一条' });
    expect(first.members.map((m) => [m.uid, m.type])).toEqual(
      expect.arrayContaining([
        ['im_customer', 'customer'],
        ['im_engineer', '工程师'],
        ['im_admin', 'staff'],
      ]),
    );
    expect(page.body.data.total).toBeGreaterThanOrEqual(1);

    const serviceNo = first.serviceNo!;
    const named = await call(tokens.customer, 'POST', '/api/sys/im/get/user/channel/page', {
      toName: `  ${serviceNo}  `,
    });
    expect(named.body.data.records.map((c: ChatChannel) => c.id)).toEqual([group.sysChannelId]);
    const other = await call(tokens.customer2, 'POST', '/api/sys/im/get/user/channel/page', {
      toName: serviceNo,
    });
    expect(other.body.data).toEqual({ total: 0, records: [] });
    expect(
      (await call(tokens.customer, 'POST', '/api/sys/im/get/user/channel/page', { size: 151 })).status,
    ).toBe(400);
  });

  it('one channel info and simple info only for members who may see it', async () => {
    const group = await makeGroup(t.db);
    const one = await call(tokens.engineer, 'POST', '/api/sys/im/get/one/channel/info', {
      id: group.sysChannelId,
    });
    expect(one.body.data).toMatchObject({ id: group.sysChannelId, channelId: group.chatId });
    const byChatId = await call(tokens.engineer, 'POST', '/api/sys/im/get/one/channel/info', {
      channelId: group.chatId,
    });
    expect(byChatId.body.data.id).toBe(group.sysChannelId);
    expect(
      (await call(tokens.customer2, 'POST', '/api/sys/im/get/one/channel/info', { id: group.sysChannelId }))
        .status,
    ).toBe(404);
    expect((await call(tokens.engineer, 'POST', '/api/sys/im/get/one/channel/info', {})).status).toBe(400);
    const simple = await call(
      tokens.customer,
      'GET',
      `/api/sys/im/v2/channel/simple/info?serviceId=${group.serviceId}`,
    );
    expect(simple.body.data).toMatchObject({
      id: group.sysChannelId,
      channelId: group.chatId,
      type: 'groupchat',
      serviceId: group.serviceId,
    });
    expect(
      (await call(tokens.customer2, 'GET', `/api/sys/im/v2/channel/simple/info?serviceId=${group.serviceId}`))
        .status,
    ).toBe(404);
    expect(
      (await call(tokens.pm, 'GET', `/api/sys/im/v2/channel/simple/info?id=${group.sysChannelId}`)).status,
    ).toBe(404);
  });
});

describe('history', () => {
  it('pages of 20, newest first, by chatId; fromUserId and chatType narrow it; non-members are refused', async () => {
    const group = await makeGroup(t.db);
    const admin = await as('admin');
    for (let i = 0; i < 23; i += 1) {
      await admin.call('message:send', text(group.sysChannelId, `第${i}条`));
      if (i % 10 === 9) await new Promise((resolve) => setTimeout(resolve, 1100));
    }
    await send('engineer', group.sysChannelId, '工程师的');
    const first = await call(tokens.customer, 'POST', '/api/sys/im/get/user/chat/record', {
      current: 1,
      toUserId: group.chatId,
    });
    expect(first.status).toBe(200);
    expect(first.body.data.total).toBe(24);
    expect(first.body.data.records).toHaveLength(20);
    expect(first.body.data.records[0].msgContent).toBe('工程师的');
    const second = await call(tokens.customer, 'POST', '/api/sys/im/get/user/chat/record', {
      current: 2,
      toUserId: group.chatId,
    });
    expect(second.body.data.records.map((m: ChatMessage) => m.msgContent)).toEqual([
      '第3条',
      '第2条',
      '第1条',
      '第0条',
    ]);
    const engineerId = await userId(t.db, 'engineer');
    const fromEngineer = await call(tokens.customer, 'POST', '/api/sys/im/get/user/chat/record', {
      toUserId: group.chatId,
      fromUserId: engineerId,
    });
    expect(fromEngineer.body.data.records.map((m: ChatMessage) => m.msgContent)).toEqual(['工程师的']);
    const chats = await call(tokens.customer, 'POST', '/api/sys/im/get/user/chat/record', {
      toUserId: group.chatId,
      chatType: 'chat',
    });
    expect(chats.body.data).toEqual({ total: 0, records: [] });
    const refused = await call(tokens.customer2, 'POST', '/api/sys/im/get/user/chat/record', {
      toUserId: group.chatId,
    });
    expect(refused.status).toBe(400);
    expect(refused.body.msg).toBe('不在该群中');
  }, 20_000);
});

describe('1:1 chats and users', () => {
  it('add chat channel finds or creates the one channel of two staff members', async () => {
    const first = await call(tokens.admin, 'POST', '/api/sys/im/add/chat/channel', { uid: 'im_pm' });
    expect(first.status).toBe(200);
    expect(first.body.data).toMatchObject({
      type: 'chat',
      toUser: 'im_pm',
      toName: '吴项目经理',
      fromUser: 'im_admin',
    });
    const again = await call(tokens.pm, 'POST', '/api/sys/im/add/chat/channel', { uid: 'im_admin' });
    expect(again.body.data).toMatchObject({
      id: first.body.data.id,
      toUser: 'im_admin',
      toName: '系统管理员',
    });
    await send('admin', first.body.data.id, '私聊');
    const history = await call(tokens.pm, 'POST', '/api/sys/im/get/user/chat/record', {
      toUserId: 'im_admin',
      chatType: 'chat',
    });
    expect(history.body.data.records.map((m: ChatMessage) => [m.msgContent, m.toUserId, m.chatType])).toEqual(
      [['私聊', 'im_pm', 'chat']],
    );
    expect(
      (await call(tokens.admin, 'POST', '/api/sys/im/add/chat/channel', { uid: 'im_customer' })).status,
    ).toBe(400);
    expect(
      (await call(tokens.admin, 'POST', '/api/sys/im/add/chat/channel', { uid: 'im_admin' })).status,
    ).toBe(400);
    expect(
      (await call(tokens.customer, 'POST', '/api/sys/im/add/chat/channel', { uid: 'im_admin' })).status,
    ).toBe(403);
  });

  it('sys user info: staff look anyone up, a customer only people it shares a chat with', async () => {
    await makeGroup(t.db);
    expect(
      (await call(tokens.customer, 'GET', '/api/sys/im/get/sys/user/info?imUid=im_engineer')).body.data,
    ).toMatchObject({ imUid: 'im_engineer', name: '赵工程师' });
    expect(
      (await call(tokens.customer2, 'GET', '/api/sys/im/get/sys/user/info?imUid=im_customer')).status,
    ).toBe(404);
    expect(
      (await call(tokens.pm, 'GET', '/api/sys/im/get/sys/user/info?imUid=im_customer2')).body.data,
    ).toMatchObject({ name: '李客户' });
  });
});

describe('read state over REST and chat images', () => {
  it('message read (imUid must be the caller) and each member read status', async () => {
    const group = await makeGroup(t.db);
    const message = await send('admin', group.sysChannelId, '请阅读', { ext: { remind: ['im_customer'] } });
    const admin = await as('admin');
    const wrong = await call(tokens.customer, 'POST', '/api/sys/im/message/read', {
      sysChannelId: group.sysChannelId,
      imUid: 'im_engineer',
      msgId: message.msgId,
    });
    expect(wrong.status).toBe(400);
    const read = await call(tokens.customer, 'POST', '/api/sys/im/message/read', {
      sysChannelId: group.sysChannelId,
      imUid: 'im_customer',
      msgId: message.msgId,
    });
    expect(read.body.data).toMatchObject({ imUid: 'im_customer', unreadCounts: { [message.msgId]: 1 } });
    expect((await admin.next('read')).data).toMatchObject({
      sysChannelId: group.sysChannelId,
      imUid: 'im_customer',
    });
    const status = await call(
      tokens.admin,
      'GET',
      `/api/sys/im/message/read/status?sysChannelId=${group.sysChannelId}&msgId=${message.msgId}`,
    );
    expect(status.body.data.map((s: { uid: string; status: string }) => [s.uid, s.status]).sort()).toEqual([
      ['im_customer', 'read'],
      ['im_engineer', 'unRead'],
    ]);
    expect(
      (
        await call(
          tokens.customer2,
          'GET',
          `/api/sys/im/message/read/status?sysChannelId=${group.sysChannelId}&msgId=${message.msgId}`,
        )
      ).status,
    ).toBe(400);
  });

  it('an image sent in the chat: listed for the group, readable by its members through signed links, not by others', async () => {
    const group = await makeGroup(t.db);
    const png = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
      'base64',
    );
    const body = multipart({ name: 'photo.png', content: png, type: 'image/png' });
    const uploaded = await t.app.inject({
      method: 'POST',
      url: '/file/upload',
      payload: body.payload,
      headers: { ...body.headers, authorization: `Bearer ${tokens.engineer}` },
    });
    const url = uploaded.json().data.url as string;
    const engineer = await as('engineer');
    const ack = await engineer.call<SendAck>('message:send', {
      clientId: randomUUID(),
      sysChannelId: group.sysChannelId,
      msgType: 'img',
      msgContent: url,
      ext: { fileName: 'photo.png' },
    });
    expect(ack.ok).toBe(true);
    const images = await call(
      tokens.customer,
      'POST',
      `/api/sys/im/get/group/chat/img?toUser=${group.sysChannelId}`,
    );
    expect(images.body.data).toHaveLength(1);
    expect(images.body.data[0]).toMatchObject({ fileName: 'photo.png', fromName: '赵工程师' });
    const signedUrl = images.body.data[0].url as string;
    expect(signedUrl).toMatch(/\?exp=\d+&sig=/);
    expect((await t.app.inject({ url: signedUrl })).statusCode).toBe(200);
    const byChatId = await call(
      tokens.customer,
      'POST',
      `/api/sys/im/get/group/chat/img?toUser=${group.chatId}`,
    );
    expect(byChatId.body.data).toHaveLength(1);
    expect(
      (await call(tokens.customer2, 'POST', `/api/sys/im/get/group/chat/img?toUser=${group.sysChannelId}`))
        .status,
    ).toBe(400);
    // A member cannot send (and so expose) a file it may not read: here one only its uploader and staff may read.
    const hidden = multipart({ name: 'secret.png', content: png, type: 'image/png' });
    const stored = await t.app.inject({
      method: 'POST',
      url: '/file/upload',
      payload: hidden.payload,
      headers: { ...hidden.headers, authorization: `Bearer ${tokens.admin}` },
    });
    const customer = await as('customer');
    const refused = await customer.call('message:send', {
      clientId: randomUUID(),
      sysChannelId: group.sysChannelId,
      msgType: 'img',
      msgContent: stored.json().data.url,
    });
    expect(refused).toEqual({ ok: false, code: 400, msg: '文件不存在或无权使用' });
  });
});
