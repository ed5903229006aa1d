import type { ChatMsgType, ChatSendPayload } from '@portal/shared/contract';
import type { ChatSession } from '../api/types';
import type { UiMessage } from '../stores/chat-store';

let counter = 0;

/** A client id that makes a retried send idempotent on the server. */
export function newClientId(): string {
  counter += 1;
  const random =
    globalThis.crypto?.randomUUID?.() ?? `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
  return `c-${random}-${counter}`.slice(0, 64);
}

export interface Outgoing {
  msgType: ChatMsgType;
  content: string;
  remind?: string[];
  fileName?: string;
  fileSize?: number;
}

/** The payload of `message:send` for an outgoing message (text trimmed). */
export function sendPayload(session: ChatSession, out: Outgoing, clientId = newClientId()): ChatSendPayload {
  const ext: NonNullable<ChatSendPayload['ext']> = {};
  if (out.remind?.length) ext.remind = out.remind;
  if (out.fileName) ext.fileName = out.fileName;
  if (out.fileSize !== undefined) ext.fileSize = out.fileSize;
  return {
    clientId,
    sysChannelId: session.id,
    msgType: out.msgType,
    msgContent: out.msgType === 'text' ? out.content.trim() : out.content,
    ...(Object.keys(ext).length ? { ext } : {}),
  };
}

/** The bubble shown while a message is on its way. */
export function pendingMessage(
  session: ChatSession,
  payload: ChatSendPayload,
  me: { imUid: string | null; name: string; userId: number | null },
): UiMessage {
  const time = Date.now();
  return {
    id: 0,
    msgId: payload.clientId,
    clientId: payload.clientId,
    msgType: payload.msgType,
    fromUserId: me.userId,
    fromImUid: me.imUid,
    fromName: me.name,
    groupId: session.channelId,
    toUserId: session.channelId,
    msgContent: payload.msgContent,
    chatType: session.type,
    createTime: '',
    time,
    sysChannelId: session.id,
    serviceId: session.serviceId,
    ext: { ...payload.ext },
    unreadCount: 0,
    status: 'sending',
  };
}

/** A leading-edge throttle: runs `fn` at most once per `ms`. */
export function throttle<A extends unknown[]>(
  fn: (...args: A) => void,
  ms: number,
  now: () => number = Date.now,
) {
  let last = -Infinity;
  return (...args: A): boolean => {
    const t = now();
    if (t - last < ms) return false;
    last = t;
    fn(...args);
    return true;
  };
}
