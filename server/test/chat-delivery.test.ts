import type { ChatMessage } from '@portal/contract';
import { buildApp } from '../src/app';
import { chatServer, type SendAck } from './helpers/chat-server';
import { baseUrl, openChat } from './helpers/chat-client';
import { createTestApp, login } from './helpers/test-app';
import { makeGroup, recordCount, text } from './helpers/chat-fixtures';

const chat = chatServer();
const { as } = chat;

describe('chat messages over socket.io', () => {
  it('stores a message before acknowledging it with its id and server time, and delivers it to the other members', async () => {
    const { sysChannelId, chatId, serviceId } = await makeGroup(chat.t.db);
    const [admin, engineer, customer] = [await as('admin'), await as('engineer'), await as('customer')];
    const before = Date.now();
    const ack = await admin.call<SendAck>('message:send', text(sysChannelId, '  您好，请问几点到？  '));
    expect(ack.ok).toBe(true);
    if (!ack.ok) return;
    expect(ack.message).toMatchObject({
      msgType: 'text',
      msgContent: '您好，请问几点到？',
      groupId: chatId,
      toUserId: chatId,
      chatType: 'groupchat',
      sysChannelId,
      serviceId,
      fromImUid: 'im_admin',
      fromName: '系统管理员',
    });
    expect(ack.message.id).toBeGreaterThan(0);
    expect(ack.message.time).toBeGreaterThanOrEqual(before);
    expect(ack.message.createTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    // Stored when acknowledged.
    const stored = await chat.t.db.query<{ msg_content: string }>(
      'SELECT msg_content FROM chat_records WHERE id = $1',
      [ack.message.id],
    );
    expect(stored).toEqual([{ msg_content: '您好，请问几点到？' }]);
    for (const client of [engineer, customer])
      expect((await client.next('message')).data).toEqual(ack.message);
    expect(admin.received.filter((r) => r.event === 'message')).toEqual([]);
  });

  it('delivers messages from several senders in the order they were stored', async () => {
    const { sysChannelId } = await makeGroup(chat.t.db);
    const [admin, engineer, customer] = [await as('admin'), await as('engineer'), await as('customer')];
    const acks = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        (i % 2 ? admin : engineer).call<SendAck>('message:send', text(sysChannelId, `第 ${i} 条`)),
      ),
    );
    const ids = acks.map((a) => (a.ok ? a.message.id : 0)).sort((a, b) => a - b);
    const seen: number[] = [];
    while (seen.length < 12) seen.push(((await customer.next('message')).data as ChatMessage).id);
    expect(seen).toEqual(ids);
  });

  it('sync answers the missed messages of all my channels by record id, oldest first, exactly once', async () => {
    const a = await makeGroup(chat.t.db);
    const b = await makeGroup(chat.t.db);
    const admin = await as('admin');
    const customer = await as('customer');
    const first = await customer.call<SendAck>('message:send', text(a.sysChannelId, 'before'));
    const lastSeen = first.ok ? first.message.id : 0;
    customer.close();
    const sent: number[] = [];
    for (const [group, words] of [
      [a, 'one'],
      [b, 'two'],
      [a, 'three'],
    ] as const) {
      const ack = await admin.call<SendAck>('message:send', text(group.sysChannelId, words));
      if (ack.ok) sent.push(ack.message.id);
    }
    const back = await as('customer');
    const answer = await back.call<{ ok: true; messages: ChatMessage[]; more: boolean }>('sync', {
      afterId: lastSeen,
    });
    const mine = answer.messages.filter(
      (m) => m.sysChannelId === a.sysChannelId || m.sysChannelId === b.sysChannelId,
    );
    expect(mine.map((m) => m.msgContent)).toEqual(['one', 'two', 'three']);
    expect(mine.map((m) => m.id)).toEqual(sent);
    expect(answer.more).toBe(false);
    const again = await back.call<{ ok: true; messages: ChatMessage[] }>('sync', { afterId: sent[2] });
    expect(
      again.messages.filter((m) => m.sysChannelId === a.sysChannelId || m.sysChannelId === b.sysChannelId),
    ).toEqual([]);
  });

  it('a retried send with the same client id stores and delivers one message', async () => {
    const { sysChannelId } = await makeGroup(chat.t.db);
    const admin = await as('admin');
    const customer = await as('customer');
    const payload = text(sysChannelId, '只要一条');
    const [one, two] = await Promise.all([
      admin.call<SendAck>('message:send', payload),
      admin.call<SendAck>('message:send', payload),
    ]);
    const three = await admin.call<SendAck>('message:send', payload);
    expect(one.ok && two.ok && three.ok).toBe(true);
    if (!one.ok || !two.ok || !three.ok) return;
    expect(new Set([one.message.id, two.message.id, three.message.id]).size).toBe(1);
    expect(await recordCount(chat.t.db, sysChannelId)).toBe(1);
    await admin.call('message:send', text(sysChannelId, 'marker'));
    expect(((await customer.next('message')).data as ChatMessage).msgContent).toBe('只要一条');
    expect(((await customer.next('message')).data as ChatMessage).msgContent).toBe('marker');
  });
});

describe('the clientId rule (the same as an Idempotency-Key)', () => {
  it('answers a repeat with the first ack marked duplicate, refuses other content, per sender, for 24 hours', async () => {
    const { sysChannelId } = await makeGroup(chat.t.db);
    const admin = await as('admin');
    const customer = await as('customer');
    const payload = text(sysChannelId, '第一条');
    const first = await admin.call<SendAck>('message:send', payload);
    const repeat = await admin.call<SendAck>('message:send', payload);
    expect(first).toMatchObject({ ok: true });
    expect(first.ok && 'duplicate' in first).toBe(false);
    expect(repeat).toEqual(
      first.ok
        ? { ok: true, duplicate: true, message: { ...first.message, unreadCount: expect.any(Number) } }
        : null,
    );

    // New text under a used clientId is refused, stored nowhere, delivered to nobody.
    const reused = await admin.call<SendAck>('message:send', { ...payload, msgContent: '另一条' });
    expect(reused).toEqual({
      ok: false,
      code: 400,
      msg: '此 clientId 已用于另一条消息，请使用新的 clientId',
    });
    expect(await recordCount(chat.t.db, sysChannelId)).toBe(1);

    // Another sender's clientId is its own.
    const theirs = await customer.call<SendAck>('message:send', { ...payload, msgContent: '客户的消息' });
    expect(theirs.ok && theirs.message.msgContent).toBe('客户的消息');
    expect(theirs.ok && theirs.duplicate).toBeFalsy();

    // After 24 hours the clientId names a new message.
    await chat.t.db.query('UPDATE chat_records SET time = time - $2::bigint WHERE id = $1', [
      first.ok ? first.message.id : 0,
      25 * 3600 * 1000,
    ]);
    const later = await admin.call<SendAck>('message:send', { ...payload, msgContent: '一天以后' });
    expect(later.ok && [later.message.msgContent, later.duplicate]).toEqual(['一天以后', undefined]);
    expect(later.ok && first.ok && later.message.id).not.toBe(first.ok && first.message.id);
    expect(await recordCount(chat.t.db, sysChannelId)).toBe(3);
  });
});

describe('after a server restart on the same database', () => {
  it('a client that comes back gets what it missed, from the database', async () => {
    const first = await createTestApp();
    let second: Awaited<ReturnType<typeof buildApp>> | null = null;
    try {
      await first.app.listen({ port: 0, host: '127.0.0.1' });
      const { sysChannelId } = await makeGroup(first.db);
      const customerToken = await login(first.app, 'customer');
      const admin = await openChat(baseUrl(first.app), await login(first.app, 'admin'));
      const customer = await openChat(baseUrl(first.app), customerToken);
      const seen = await admin.call<SendAck>('message:send', text(sysChannelId, '重启前看到的'));
      await customer.next('message');
      customer.close();
      const missed = await admin.call<SendAck>('message:send', text(sysChannelId, '重启前错过的'));
      admin.close();
      await first.app.close();

      second = await buildApp(first.config, first.db);
      await second.listen({ port: 0, host: '127.0.0.1' });
      const back = await openChat(baseUrl(second), customerToken);
      const answer = await back.call<{ ok: true; messages: ChatMessage[] }>('sync', {
        afterId: seen.ok ? seen.message.id : 0,
      });
      expect(answer.messages.map((m) => [m.id, m.msgContent])).toEqual([
        [missed.ok ? missed.message.id : -1, '重启前错过的'],
      ]);
      back.close();
    } finally {
      await second?.close();
      // Closes the (already closed) first app again, the database, and on PostgreSQL drops the test schema.
      await first.close();
    }
  });
});
