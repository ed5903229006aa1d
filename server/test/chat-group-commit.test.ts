import type { ChatMessage } from '@portal/contract';
import { chatServer, type SendAck } from './helpers/chat-server';
import type { ChatClient } from './helpers/chat-client';
import { makeGroup, text } from './helpers/chat-fixtures';

/*
 * Messages arriving together are stored by one statement (group commit). Sent here in one burst
 * from several senders into several channels, they must each be answered as if stored alone.
 */
const chat = chatServer();
const { as, unreadNum } = chat;

it('a burst from several senders into several channels: each stored once, in order, with every unread count raised', async () => {
  const a = await makeGroup(chat.t.db);
  const b = await makeGroup(chat.t.db);
  const outsider = await makeGroup(chat.t.db, { extra: [] });
  const engineer = await as('engineer');
  const admin = await as('admin');
  const before = {
    a: await unreadNum(a.sysChannelId, 'customer'),
    b: await unreadNum(b.sysChannelId, 'customer'),
  };
  const repeated = text(a.sysChannelId, '重复发送');

  const burst: Array<[ChatClient, Record<string, unknown>]> = [
    [engineer, text(a.sysChannelId, 'a1')],
    [engineer, text(a.sysChannelId, 'a2')],
    [admin, text(a.sysChannelId, 'a3', { ext: { remind: ['im_customer'] } })],
    [engineer, text(b.sysChannelId, 'b1')],
    [admin, repeated],
    [admin, repeated],
    [admin, text(outsider.sysChannelId, '不是成员')],
    [engineer, text(a.sysChannelId, 'a4')],
  ];
  // How many messages each storing statement held.
  const batches: number[] = [];
  const db = chat.t.app.db;
  const query = db.query.bind(db);
  db.query = ((sql: string, params?: unknown[]) => {
    if (sql.includes('WITH ORDINALITY')) batches.push((params![0] as unknown[]).length);
    return query(sql, params);
  }) as typeof db.query;
  const acks = await Promise.all(
    burst.map(([client, payload]) => client.call<SendAck>('message:send', payload)),
  );
  db.query = query;
  expect(Math.max(...batches)).toBeGreaterThan(1);
  expect(batches.reduce((sum, n) => sum + n, 0)).toBe(burst.length);

  const stored = acks.filter((ack): ack is { ok: true; message: ChatMessage } => ack.ok);
  expect(acks.map((ack) => ack.ok)).toEqual([true, true, true, true, true, true, false, true]);
  expect(acks[6]).toMatchObject({ ok: false, code: 602 });
  // The same client id twice: one record, the same answer.
  expect((acks[5] as { message: ChatMessage }).message.id).toBe(
    (acks[4] as { message: ChatMessage }).message.id,
  );
  const rows = await chat.t.db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM chat_records WHERE msg_content = '重复发送' AND channel_id = $1`,
    [a.sysChannelId],
  );
  expect(rows[0].n).toBe(1);
  // A sender's messages into one channel keep their order.
  const ids = (content: string) => stored.find((ack) => ack.message.msgContent === content)!.message.id;
  expect(ids('a1')).toBeLessThan(ids('a2'));
  expect(ids('a2')).toBeLessThan(ids('a4'));
  // The engineer's three messages and the reminder raise the customer's count in a by 4, b by 1.
  expect(await unreadNum(a.sysChannelId, 'customer')).toBe(before.a + 4);
  expect(await unreadNum(b.sysChannelId, 'customer')).toBe(before.b + 1);
  // The sender's own read mark reaches its last message.
  const mark = await chat.t.db.query<{ last: number }>(
    `SELECT m.last_read_record_id AS last FROM chat_members m JOIN users u ON u.id = m.user_id WHERE m.channel_id = $1 AND u.username = 'engineer'`,
    [a.sysChannelId],
  );
  expect(Number(mark[0].last)).toBe(ids('a4'));
});
