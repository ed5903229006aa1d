import type { ChatMessage } from '@portal/shared/contract';
import { toSession } from '../api/normalize';
import type { ChatSession } from '../api/types';
import {
  applyIncoming,
  filterSessions,
  hasRead,
  showLoadMore,
  showNoMore,
  sortSessions,
} from './session-rules';

const session = (id: number, name: string, extra: Record<string, unknown> = {}): ChatSession =>
  toSession({ id, chatId: `svc_${id}`, name, serviceNo: `SO${id}`, time: id * 10, unreadNum: 0, ...extra });

function message(extra: Partial<ChatMessage> = {}): ChatMessage {
  return {
    id: 100,
    msgId: 'm100',
    msgType: 'text',
    fromUserId: 2,
    fromImUid: 'eng',
    fromName: 'Engineer',
    groupId: 'svc_1',
    toUserId: 'svc_1',
    msgContent: 'hello',
    chatType: 'groupchat',
    createTime: '',
    time: 5_000,
    sysChannelId: 1,
    serviceId: 1,
    ext: {},
    unreadCount: 0,
    ...extra,
  };
}

describe('session search', () => {
  const list = [session(1, '上海 空调维修'), session(2, 'Beijing printer'), session(3, '广州 网络')];

  test('is trimmed and matches a substring of the name or order number, case-insensitive', () => {
    expect(filterSessions(list, '  空调 ').map((s) => s.id)).toEqual([1]);
    expect(filterSessions(list, 'PRINT').map((s) => s.id)).toEqual([2]);
    expect(filterSessions(list, 'so3').map((s) => s.id)).toEqual([3]);
    expect(filterSessions(list, '   ')).toHaveLength(3);
    expect(filterSessions(list, 'nothing')).toHaveLength(0);
  });

  test('sessions are ordered by latest activity', () => {
    expect(sortSessions(list).map((s) => s.id)).toEqual([3, 2, 1]);
  });
});

describe('a live message on the session list (SPEC 4 unread rule)', () => {
  const me = 'me';
  const cases: Array<[string, Partial<ChatMessage>, number | null, boolean]> = [
    ['an engineer writes', { ext: { isEngineer: true } }, null, true],
    ['I am reminded', { ext: { remind: ['me'] } }, null, true],
    ['someone else is reminded', { ext: { remind: ['other'] } }, null, false],
    ['no remind, not an engineer', { ext: {} }, null, false],
    [
      'my own message, even as an engineer',
      { fromImUid: 'me', ext: { isEngineer: true, remind: ['me'] } },
      null,
      false,
    ],
    ['a system message', { msgType: 'system', ext: { remind: ['me'] } }, null, false],
    ['I am looking at that session', { ext: { isEngineer: true } }, 1, false],
    ['I am looking at another session', { ext: { remind: ['me'] } }, 2, true],
  ];

  test.each(cases)('%s', (_name, extra, viewing, counts) => {
    const result = applyIncoming([session(1, 'A'), session(2, 'B')], message(extra), { me, viewing });
    const updated = result.sessions.find((s) => s.id === 1)!;
    expect(result.counted).toBe(counts);
    expect(updated.unreadNum).toBe(counts ? 1 : 0);
    expect(updated.lastMsg).toEqual({
      msgType: extra.msgType ?? 'text',
      msgContent: 'hello',
      ext: extra.ext,
    });
    expect(updated.time).toBe(5_000);
  });

  test('a message for an unknown group asks for its channel info; a 1:1 chat creates no session', () => {
    expect(applyIncoming([session(2, 'B')], message(), { me, viewing: null })).toMatchObject({
      unknown: true,
    });
    const direct = applyIncoming([session(2, 'B')], message({ chatType: 'chat' }), { me, viewing: null });
    expect(direct.unknown).toBe(false);
    expect(direct.sessions).toHaveLength(1);
  });
});

test("'load more' from 20 loaded messages until the start; 'no more' at the start", () => {
  expect(showLoadMore(19, false)).toBe(false);
  expect(showLoadMore(20, false)).toBe(true);
  expect(showLoadMore(40, true)).toBe(false);
  expect(showNoMore(40, true)).toBe(true);
  expect(showNoMore(0, true)).toBe(false);
});

test('read status: by the read list or by the member read position', () => {
  const m = { id: 50, ext: { isReadList: ['a'] } };
  expect(hasRead(m, { uid: 'a' })).toBe(true);
  expect(hasRead(m, { uid: 'b', lastReadId: 50 })).toBe(true);
  expect(hasRead(m, { uid: 'b', lastReadId: 49 })).toBe(false);
  expect(hasRead(m, { uid: 'c' })).toBe(false);
});

test('channels in SPEC 3 names (snake case, bodies) become sessions', () => {
  const s = toSession({
    id: '9',
    chatId: 'svc_SO9',
    name: 'SO9',
    unread_num: 3,
    time: '2026-11-24 10:00:00',
    bodies: { msg: 'hi', msgType: 'text' },
    membersInfo: [{ uid: 'u1', name: 'A', type: '工程师' }],
  });
  expect(s).toMatchObject({
    id: 9,
    unreadNum: 3,
    lastMsg: { msgType: 'text', msgContent: 'hi' },
    membersInfo: [{ uid: 'u1', type: '工程师' }],
  });
  expect(s.time).toBeGreaterThan(0);
});
