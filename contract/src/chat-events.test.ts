import { Value } from '@sinclair/typebox/value';
import type { ChatMemberInfo } from './chat-calls';
import {
  CHAT_CLIENT_EVENT_NAMES,
  CHAT_EVENT_BUDGETS,
  CHAT_EVENTS,
  CHAT_SERVER_EVENT_NAMES,
  ChatClientPayloads,
  type ChatClientEvents,
  type ChatServerEvents,
} from './chat-events';
import {
  ChatError,
  ChatSendAck,
  type ChatAck,
  type ChatMessage,
  type ChatReadAck,
  type ChatSyncAck,
  type ChatUnread,
} from './chat-socket';

/** Compiles only when A and B accept the same values. */
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const same = <T extends true>(value: T) => value;

// The types derived from the table are the ones the protocol has always had.
same<Same<ChatSendAck, ChatAck<{ message: ChatMessage; duplicate?: true }>>>(true);
same<Same<ChatSyncAck, ChatAck<{ messages: ChatMessage[]; more: boolean }>>>(true);
same<Same<ChatReadAck, ChatAck<{ unreadTotal: number; unreadVersion: number }>>>(true);
same<Same<Parameters<ChatServerEvents['unread']>[0], ChatUnread>>(true);
same<Same<Parameters<ChatServerEvents['message']>[0], ChatMessage>>(true);
same<Same<Parameters<ChatServerEvents['members']>[0], { sysChannelId: number; members: ChatMemberInfo[] }>>(
  true,
);
same<
  Same<
    Parameters<ChatServerEvents['read']>[0],
    { sysChannelId: number; imUid: string; msgId: string; unreadCounts: Record<string, number> }
  >
>(true);
same<Same<Parameters<Parameters<ChatClientEvents['sync']>[1]>[0], ChatSyncAck>>(true);

describe('the chat event table', () => {
  it('holds the three client events and the eight server events, each way once', () => {
    expect(CHAT_CLIENT_EVENT_NAMES).toEqual(['message:send', 'message:read', 'sync']);
    expect(CHAT_SERVER_EVENT_NAMES).toEqual([
      'ready',
      'message',
      'read',
      'unread',
      'channel',
      'members',
      'notice',
      'session:end',
    ]);
    expect(Object.keys(ChatClientPayloads)).toEqual(CHAT_CLIENT_EVENT_NAMES);
  });

  it('gives every client event a positive budget, and only messages are replayed by sync', () => {
    for (const name of CHAT_CLIENT_EVENT_NAMES) {
      expect(CHAT_EVENT_BUDGETS[name]).toBe(CHAT_EVENTS[name].budget);
      expect(CHAT_EVENT_BUDGETS[name].capacity).toBeGreaterThan(0);
      expect(CHAT_EVENT_BUDGETS[name].perSecond).toBeGreaterThan(0);
    }
    const replayed = Object.entries(CHAT_EVENTS).filter(([, entry]) => entry.replayedBySync);
    expect(replayed.map(([name]) => name)).toEqual(['message']);
  });

  it('describes acks and refusals as the server sends them', () => {
    const refused = { ok: false, code: 507, msg: '操作太频繁，请稍后再试', retryAfter: 120 };
    expect(Value.Check(CHAT_EVENTS.sync.ack, refused)).toBe(true);
    expect(Value.Check(CHAT_EVENTS.sync.ack, { ok: true, messages: [], more: false })).toBe(true);
    expect(Value.Check(CHAT_EVENTS.sync.ack, { ok: true, messages: [] })).toBe(false);
    expect(Value.Check(ChatSendAck, { ok: false, code: 12345, msg: 'x' })).toBe(false);
    expect(Value.Check(ChatError, { code: 28, msg: '未登录！' })).toBe(true);
    expect(Value.Check(CHAT_EVENTS.channel.payload, { sysChannelId: 3, action: 'joined' })).toBe(true);
    expect(Value.Check(CHAT_EVENTS.channel.payload, { sysChannelId: 3, action: 'kicked' })).toBe(false);
  });
});
