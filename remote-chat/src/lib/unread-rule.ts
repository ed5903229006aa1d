import type { ChatMessage } from '@portal/shared/contract';

/**
 * SPEC section 4's unread rule: a message counts (raises the unread count and notifies) when it is
 * not mine and either I am in its remind list or its sender is an engineer. Only group chats count;
 * system messages do not.
 */
export function countsAsUnread(
  message: Pick<ChatMessage, 'chatType' | 'msgType' | 'fromImUid' | 'ext'>,
  me: string | null,
): boolean {
  if (message.chatType !== 'groupchat' || message.msgType === 'system') return false;
  if (!me || message.fromImUid === me) return false;
  return (message.ext.remind ?? []).includes(me) || message.ext.isEngineer === true;
}
