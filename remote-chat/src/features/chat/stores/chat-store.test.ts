import type { ChatMessage } from '@portal/shared/contract';
import { toSession } from '../api/normalize';
import { useChatStore, type UiMessage } from './chat-store';

const rec = (id: number, extra: Partial<ChatMessage> = {}): ChatMessage => ({
  id,
  msgId: `m${id}`,
  msgType: 'text',
  fromUserId: 1,
  fromImUid: 'me',
  fromName: 'Me',
  groupId: 'g',
  toUserId: 'g',
  msgContent: `t${id}`,
  chatType: 'groupchat',
  createTime: '',
  time: id,
  sysChannelId: 1,
  serviceId: 1,
  ext: {},
  unreadCount: 2,
  ...extra,
});

beforeEach(() => {
  useChatStore.getState().reset();
  useChatStore.getState().setSessions([
    toSession({
      id: 1,
      chatId: 'g',
      name: 'G',
      membersInfo: [
        { uid: 'a', name: 'A' },
        { uid: 'b', name: 'B' },
      ],
    }),
  ]);
});

const list = () => useChatStore.getState().messages[1];

test('history pages merge oldest first without duplicates', () => {
  const s = useChatStore.getState();
  s.setHistory(1, [rec(3), rec(4)], false, true);
  s.setHistory(1, [rec(1), rec(2), rec(3)], true, false);
  expect(list().map((m) => m.id)).toEqual([1, 2, 3, 4]);
  expect(useChatStore.getState().reachedStart[1]).toBe(true);
});

test('a pending message settles once even when its echo arrived first', () => {
  const s = useChatStore.getState();
  s.setHistory(1, [rec(1)], true, true);
  const pending: UiMessage = { ...rec(0, { msgId: 'c1', clientId: 'c1' }), status: 'sending' };
  s.addMessage(pending);
  s.addMessage({ ...rec(2, { clientId: 'c1' }), status: 'sent' });
  s.settle(1, 'c1', { ...rec(2, { clientId: 'c1' }), status: 'sent' });
  expect(list().map((m) => [m.id, m.status])).toEqual([
    [1, 'sent'],
    [2, 'sent'],
  ]);
});

test('a failed send keeps what to retry', () => {
  const s = useChatStore.getState();
  s.setHistory(1, [], true, true);
  s.addMessage({ ...rec(0, { msgId: 'c9', clientId: 'c9' }), status: 'sending' });
  const retry = { clientId: 'c9', sysChannelId: 1, msgType: 'text' as const, msgContent: 'x' };
  s.settle(1, 'c9', { status: 'failed', retry });
  expect(list()[0]).toMatchObject({ status: 'failed', retry });
});

test('a read receipt updates unread counts, read lists and the member read position', () => {
  const s = useChatStore.getState();
  s.setHistory(1, [rec(1), rec(2), rec(3)], true, true);
  s.applyRead(1, 'a', 'm2', { m1: 1, m2: 1 });
  const [m1, m2, m3] = list();
  expect([m1.unreadCount, m2.unreadCount, m3.unreadCount]).toEqual([1, 1, 2]);
  expect(m2.ext.isReadList).toEqual(['a']);
  expect(m3.ext.isReadList).toBeUndefined();
  expect(useChatStore.getState().sessions[0].membersInfo.find((m) => m.uid === 'a')?.lastReadId).toBe(2);
});
