import type { ChatMessage } from '@portal/shared/contract';
import { NOTIFY_THROTTLE_MS, notifyOnce, notifyWay } from './notifications';

test('at most one notification per 500 ms', () => {
  const show = jest.fn();
  const t0 = 10_000_000;
  expect(notifyOnce(show, t0)).toBe(true);
  expect(notifyOnce(show, t0 + NOTIFY_THROTTLE_MS - 1)).toBe(false);
  expect(notifyOnce(show, t0 + NOTIFY_THROTTLE_MS)).toBe(true);
  expect(show).toHaveBeenCalledTimes(2);
});

const msg = (
  extra: Partial<Pick<ChatMessage, 'fromImUid' | 'ext' | 'sysChannelId' | 'chatType'>> = {},
): Pick<ChatMessage, 'chatType' | 'msgType' | 'fromImUid' | 'ext' | 'sysChannelId'> => ({
  chatType: 'groupchat',
  msgType: 'text',
  fromImUid: 'eng',
  ext: { isEngineer: true },
  sysChannelId: 7,
  ...extra,
});
const ctx = { me: 'me', viewing: null, hidden: false, permission: 'granted' as NotificationPermission };

test('SPEC rule: reminded or sent by an engineer, not mine, group chats only', () => {
  expect(notifyWay(msg(), ctx)).toBe('in-page');
  expect(notifyWay(msg({ ext: { remind: ['me'] } }), ctx)).toBe('in-page');
  expect(notifyWay(msg({ ext: {} }), ctx)).toBe('none');
  expect(notifyWay(msg({ fromImUid: 'me' }), ctx)).toBe('none');
  expect(notifyWay(msg({ chatType: 'chat' }), ctx)).toBe('none');
});

test('none for the conversation on screen; the system one while the page is hidden and allowed', () => {
  expect(notifyWay(msg(), { ...ctx, viewing: 7 })).toBe('none');
  expect(notifyWay(msg(), { ...ctx, viewing: 8 })).toBe('in-page');
  // Hidden, the open conversation is not on screen.
  expect(notifyWay(msg(), { ...ctx, viewing: 7, hidden: true })).toBe('system');
  expect(notifyWay(msg(), { ...ctx, hidden: true, permission: 'default' })).toBe('in-page');
  expect(notifyWay(msg(), { ...ctx, hidden: true, permission: null })).toBe('in-page');
});
