import { randomUUID } from 'node:crypto';
import { CHAT_FILE_MAX_BYTES, type ChatMessage } from '@portal/contract';
import { login, bearer } from './helpers/test-app';
import { chatServer, type SendAck } from './helpers/chat-server';
import { makeGroup, recordCount, text } from './helpers/chat-fixtures';
import { userId } from './dispatch-fixtures';

const chat = chatServer({ reuseTokens: true });
const { as, unreadNum } = chat;

describe('the unread rule (SPEC section 4): not from self, and the reader is reminded or the sender is the engineer', () => {
  const table: Array<[string, string, string[], boolean]> = [
    // sender, reader, reminded, reader's unread count rises
    ['admin', 'customer', [], false],
    ['admin', 'customer', ['im_customer'], true],
    ['admin', 'engineer', ['im_customer'], false],
    ['customer', 'admin', [], false],
    ['customer', 'admin', ['im_admin'], true],
    ['engineer', 'customer', [], true],
    ['engineer', 'admin', [], true],
    ['engineer', 'engineer', ['im_engineer'], false],
    ['admin', 'admin', ['im_admin'], false],
  ];
  it.each(table)('%s sends, %s reads, reminded %j: rises %s', async (sender, reader, remind, rises) => {
    const { sysChannelId } = await makeGroup(chat.t.db);
    const client = await as(sender);
    const before = await unreadNum(sysChannelId, reader);
    const ack = await client.call<SendAck>(
      'message:send',
      text(sysChannelId, '看一下', remind.length ? { ext: { remind } } : {}),
    );
    expect(ack.ok).toBe(true);
    expect(await unreadNum(sysChannelId, reader)).toBe(before + (rises ? 1 : 0));
  });

  it('a reminded member is told the new unread total; the remind list keeps members only', async () => {
    const { sysChannelId } = await makeGroup(chat.t.db);
    const admin = await as('admin');
    const customer = await as('customer');
    const total = (
      await chat.t.db.query<{ n: number }>(
        'SELECT coalesce(sum(unread_num), 0)::int AS n FROM chat_members WHERE user_id = $1',
        [await userId(chat.t.db, 'customer')],
      )
    )[0].n;
    const ack = await admin.call<SendAck>(
      'message:send',
      text(sysChannelId, '@张客户 请确认', { ext: { remind: ['im_customer', 'im_pm', 'nobody'] } }),
    );
    expect(ack.ok && ack.message.ext.remind).toEqual(['im_customer']);
    expect((await customer.next('unread')).data).toEqual({ total: total + 1, version: expect.any(Number) });
  });

  it('system messages of order steps raise no unread count', async () => {
    const { sysChannelId, serviceId } = await makeGroup(chat.t.db);
    const before = await unreadNum(sysChannelId, 'customer');
    const customer = await as('customer');
    const res = await chat.t.app.inject({
      method: 'POST',
      url: `/api/dispatch/service/${serviceId}/arrive`,
      headers: bearer(await login(chat.t.app, 'engineer')),
    });
    expect(res.statusCode).toBe(200);
    const message = (await customer.next('message')).data as ChatMessage;
    expect(message).toMatchObject({ msgType: 'system', sysChannelId, unreadCount: 0 });
    expect(await unreadNum(sysChannelId, 'customer')).toBe(before);
  });
});

describe('read receipts', () => {
  it('per member: the sender sees the unread count of its message fall as members read it', async () => {
    const { sysChannelId } = await makeGroup(chat.t.db);
    const admin = await as('admin');
    const customer = await as('customer');
    const engineer = await as('engineer');
    const first = await admin.call<SendAck>(
      'message:send',
      text(sysChannelId, '一', { ext: { remind: ['im_customer'] } }),
    );
    const second = await admin.call<SendAck>(
      'message:send',
      text(sysChannelId, '二', { ext: { remind: ['im_customer'] } }),
    );
    if (!first.ok || !second.ok) throw new Error('send failed');
    expect([first.message.unreadCount, second.message.unreadCount]).toEqual([2, 2]);
    await customer.next('message');
    await customer.next('message');

    const read = await customer.call<{ ok: boolean; unreadTotal: number }>('message:read', {
      sysChannelId,
      msgId: second.message.msgId,
    });
    expect(read.ok).toBe(true);
    expect(await unreadNum(sysChannelId, 'customer')).toBe(0);
    const receipt = (await admin.next('read')).data;
    expect(receipt).toEqual({
      sysChannelId,
      imUid: 'im_customer',
      msgId: second.message.msgId,
      unreadCounts: { [first.message.msgId]: 1, [second.message.msgId]: 1 },
    });
    expect((await engineer.next('read')).data).toMatchObject({ imUid: 'im_customer' });

    await engineer.call('message:read', { sysChannelId, msgId: first.message.msgId });
    expect(
      ((await admin.next('read')).data as { unreadCounts: Record<string, number> }).unreadCounts,
    ).toEqual({ [first.message.msgId]: 0 });
    const sync = await admin.call<{ messages: ChatMessage[] }>('sync', { afterId: first.message.id - 1 });
    const counts = sync.messages
      .filter((m) => m.sysChannelId === sysChannelId)
      .map((m) => [m.msgContent, m.unreadCount]);
    expect(counts).toEqual([
      ['一', 0],
      ['二', 1],
    ]);
  });

  it('a message of another channel is refused', async () => {
    const a = await makeGroup(chat.t.db);
    const b = await makeGroup(chat.t.db);
    const admin = await as('admin');
    const sent = await admin.call<SendAck>('message:send', text(a.sysChannelId, 'x'));
    if (!sent.ok) throw new Error('send failed');
    expect(
      await admin.call('message:read', { sysChannelId: b.sysChannelId, msgId: sent.message.msgId }),
    ).toMatchObject({ ok: false, code: 400 });
  });
});

describe('scope', () => {
  it('a non-member is refused (602) and receives nothing; a missing channel is 605', async () => {
    const { sysChannelId } = await makeGroup(chat.t.db);
    const pm = await as('pm');
    const admin = await as('admin');
    expect(await pm.call('message:send', text(sysChannelId, '我不在群里'))).toEqual({
      ok: false,
      code: 602,
      msg: '不在该群中',
    });
    expect(await pm.call('message:read', { sysChannelId, msgId: 'x' })).toMatchObject({
      ok: false,
      code: 602,
    });
    expect(await pm.call('message:send', text(2147483000, '没有这个群'))).toEqual({
      ok: false,
      code: 605,
      msg: '群聊不存在',
    });
    expect(await recordCount(chat.t.db, sysChannelId)).toBe(0);
    const sent = await admin.call<SendAck>('message:send', text(sysChannelId, '内部消息'));
    expect(sent.ok).toBe(true);
    const sync = await pm.call<{ messages: ChatMessage[] }>('sync', { afterId: 0 });
    expect(sync.messages.some((m) => m.sysChannelId === sysChannelId)).toBe(false);
    expect(pm.received.filter((r) => r.event === 'message')).toEqual([]);
  });

  it('a customer of another company is never a member who may see the group, even with a member row', async () => {
    const { sysChannelId } = await makeGroup(chat.t.db);
    const other = await userId(chat.t.db, 'customer2');
    await chat.t.db.query(
      `INSERT INTO chat_members (channel_id, user_id, uid, name, type) VALUES ($1, $2, 'im_customer2', '李客户', 'customer')`,
      [sysChannelId, other],
    );
    const customer2 = await as('customer2');
    const admin = await as('admin');
    expect(await customer2.call('message:send', text(sysChannelId, '看看'))).toMatchObject({
      ok: false,
      code: 602,
    });
    await admin.call('message:send', text(sysChannelId, '只给本公司'));
    const sync = await customer2.call<{ messages: ChatMessage[] }>('sync', { afterId: 0 });
    expect(sync.messages.some((m) => m.sysChannelId === sysChannelId)).toBe(false);
    expect(customer2.received.filter((r) => r.event === 'message')).toEqual([]);
  });

  it('an engineer taken off the order stops receiving at once and can no longer send', async () => {
    const { sysChannelId, serviceId } = await makeGroup(chat.t.db);
    const engineer = await as('engineer');
    const customer = await as('customer');
    const admin = await as('admin');
    const res = await chat.t.app.inject({
      method: 'POST',
      url: `/api/dispatch/service/${serviceId}/redispatch`,
      headers: bearer(await chat.token('admin')),
      payload: { reason: '工程师请假' },
    });
    expect(res.statusCode).toBe(200);
    expect(((await engineer.next('message')).data as ChatMessage).msgType).toBe('system');
    expect((await engineer.next('channel')).data).toEqual({ sysChannelId, action: 'left' });
    await customer.next('message');
    const after = await admin.call<SendAck>('message:send', text(sysChannelId, '换人了'));
    expect(((await customer.next('message')).data as ChatMessage).msgContent).toBe('换人了');
    expect(after.ok).toBe(true);
    expect(engineer.received.filter((r) => r.event === 'message')).toEqual([]);
    expect(await engineer.call('message:send', text(sysChannelId, '我还在吗'))).toMatchObject({
      ok: false,
      code: 602,
    });
  });
});

describe('payloads', () => {
  it('refuses bad payloads with an error ack and stores nothing', async () => {
    const { sysChannelId } = await makeGroup(chat.t.db);
    // A member other than the admin: these refusals spend its send budget, which later tests' admin needs.
    const sender = await as('customer');
    const bad: unknown[] = [
      null,
      'text',
      {},
      { ...text(sysChannelId, 'x'), clientId: '' },
      { ...text(sysChannelId, 'x'), sysChannelId: '1' },
      { ...text(sysChannelId, 'x'), msgType: 'audio' },
      { ...text(sysChannelId, 'x'), extra: true },
      { ...text(sysChannelId, 'x'), ext: { remind: 'im_customer' } },
      text(sysChannelId, 'x'.repeat(5001)),
      text(sysChannelId, ''),
      { ...text(sysChannelId, 'javascript:alert(1)'), msgType: 'img' },
      { ...text(sysChannelId, '/file/files/999999/none.png'), msgType: 'img' },
    ];
    for (const payload of bad)
      expect(await sender.call('message:send', payload)).toMatchObject({ ok: false, code: 400 });
    expect(await sender.call('message:send', {})).toEqual({ ok: false, code: 400, msg: 'clientId 不能为空' });
    expect(
      await sender.call('message:send', { ...text(sysChannelId, 'javascript:alert(1)'), msgType: 'img' }),
    ).toEqual({ ok: false, code: 400, msg: '文件不存在或无权使用' });
    expect(await sender.call('message:send', text(sysChannelId, ' \n\t '))).toEqual({
      ok: false,
      code: 400,
      msg: '不能发送空白消息',
    });
    expect(await sender.call('sync', { afterId: -1 })).toMatchObject({ ok: false, code: 400 });
    expect(await sender.call('message:read', { sysChannelId })).toMatchObject({ ok: false, code: 400 });
    expect(await recordCount(chat.t.db, sysChannelId)).toBe(0);
  });

  it('answers in the language of the handshake', async () => {
    const { sysChannelId } = await makeGroup(chat.t.db);
    const pm = await as('pm', 'en');
    expect(await pm.call('message:send', text(sysChannelId, 'hi'))).toEqual({
      ok: false,
      code: 602,
      msg: 'You are not in this group',
    });
  });

  it('sends img, file and video links of uploaded files up to 10M; larger ones are refused with 101', async () => {
    const { sysChannelId } = await makeGroup(chat.t.db);
    const admin = await as('admin');
    const customer = await as('customer');
    const upload = async (name: string, size: number) => {
      const rows = await chat.t.db.query<{ url: string }>(
        `INSERT INTO files (url, origin_name, ext, size, storage_key, uploader_id) VALUES ('/file/files/' || $1 || '/' || $2, $2, 'bin', $3, 'k', NULL) RETURNING url`,
        [String(900000 + Math.floor(Math.random() * 99999)), name, size],
      );
      return rows[0].url;
    };
    for (const [msgType, name] of [
      ['img', 'a.png'],
      ['file', 'a.pdf'],
      ['video', 'a.mp4'],
    ] as const) {
      const url = await upload(name, CHAT_FILE_MAX_BYTES);
      const ack = await admin.call<SendAck>('message:send', {
        clientId: randomUUID(),
        sysChannelId,
        msgType,
        msgContent: url,
        ext: { fileName: name, fileSize: CHAT_FILE_MAX_BYTES },
      });
      expect(ack).toMatchObject({
        ok: true,
        message: { msgType, ext: { fileName: name, fileSize: CHAT_FILE_MAX_BYTES } },
      });
      // Delivered as a signed link that the members can open.
      const delivered = (await customer.next('message')).data as ChatMessage;
      expect(delivered.msgContent).toMatch(new RegExp(`^${url}\\?exp=\\d+&sig=`));
      expect(delivered.msgType).toBe(msgType);
    }
    const big = await upload('big.mp4', CHAT_FILE_MAX_BYTES + 1);
    expect(
      await admin.call('message:send', {
        clientId: randomUUID(),
        sysChannelId,
        msgType: 'video',
        msgContent: big,
      }),
    ).toEqual({ ok: false, code: 101, msg: '上传失败，超出10M限制' });
    const stated = await upload('c.mp4', 100);
    expect(
      await admin.call('message:send', {
        clientId: randomUUID(),
        sysChannelId,
        msgType: 'video',
        msgContent: stated,
        ext: { fileSize: CHAT_FILE_MAX_BYTES + 1 },
      }),
    ).toMatchObject({ ok: false, code: 101 });
    expect(await recordCount(chat.t.db, sysChannelId)).toBe(3);
    const link = await admin.call<SendAck>('message:send', {
      clientId: randomUUID(),
      sysChannelId,
      msgType: 'file',
      msgContent: 'https://example.com/manual.pdf',
    });
    expect(link.ok).toBe(true);
  });

  it('a sender over the rate limit (a script) is refused with 507; a person typing is not', async () => {
    const { sysChannelId } = await makeGroup(chat.t.db, { extra: ['manager'] });
    const manager = await as('manager');
    for (let i = 0; i < 5; i += 1)
      expect((await manager.call<SendAck>('message:send', text(sysChannelId, `正常 ${i}`))).ok).toBe(true);
    const acks = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        manager.call<SendAck>('message:send', text(sysChannelId, `刷屏 ${i}`)),
      ),
    );
    const refused = acks.filter((a) => !a.ok);
    expect(acks.filter((a) => a.ok).length).toBeGreaterThanOrEqual(15);
    expect(refused.length).toBeGreaterThan(0);
    expect(refused[0]).toMatchObject({ code: 507 });
    expect(await recordCount(chat.t.db, sysChannelId)).toBe(5 + acks.length - refused.length);
  });
});
