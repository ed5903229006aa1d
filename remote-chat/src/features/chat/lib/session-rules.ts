import type { ChatMessage } from '@portal/shared/contract';
import { CHAT_HISTORY_PAGE_SIZE } from '@portal/shared/contract';
import { countsAsUnread } from '../../../lib/unread-rule';
import type { ChatMember, ChatSession } from '../api/types';

/** Sessions whose name or order number contains the trimmed search text (case-insensitive). */
export function filterSessions(sessions: ChatSession[], search: string): ChatSession[] {
  const needle = search.trim().toLowerCase();
  if (!needle) return sessions;
  return sessions.filter(
    (s) => s.toName.toLowerCase().includes(needle) || (s.serviceNo ?? '').toLowerCase().includes(needle),
  );
}

/** The session as the IM connection registers it (an Easemob group maps to it). */
export function channelRef(session: ChatSession) {
  const { id: sysChannelId, serviceId, channelId: groupId, imGroupId } = session;
  return { sysChannelId, serviceId, groupId, imGroupId };
}

/** Latest activity first. */
export function sortSessions(sessions: ChatSession[]): ChatSession[] {
  return [...sessions].sort((a, b) => b.time - a.time || b.id - a.id);
}

export interface IncomingContext {
  me: string | null;
  /** The session the user is looking at (its messages are read at once), if any. */
  viewing: number | null;
}

export interface IncomingResult {
  sessions: ChatSession[];
  /** No session for the message's channel: fetch its channel info (SPEC 4). */
  unknown: boolean;
  /** The message raised the session's unread count. */
  counted: boolean;
}

/**
 * A live message applied to the session list: last message and time move, and the unread count
 * rises when SPEC 4's rule says so and the user is not looking at that session. Only group chats
 * create or update sessions.
 */
export function applyIncoming(
  sessions: ChatSession[],
  message: ChatMessage,
  ctx: IncomingContext,
): IncomingResult {
  if (message.chatType !== 'groupchat') return { sessions, unknown: false, counted: false };
  const index = sessions.findIndex((s) => s.id === message.sysChannelId);
  if (index < 0) return { sessions, unknown: true, counted: false };
  const counted = ctx.viewing !== message.sysChannelId && countsAsUnread(message, ctx.me);
  const session = sessions[index];
  const next = [...sessions];
  next[index] = {
    ...session,
    time: Math.max(session.time, message.time),
    lastMsg: { msgType: message.msgType, msgContent: message.msgContent, ext: message.ext },
    unreadNum: session.unreadNum + (counted ? 1 : 0),
  };
  return { sessions: next, unknown: false, counted };
}

/** 'load more' shows once 20 or more messages are loaded and the start has not been reached. */
export function showLoadMore(loaded: number, reachedStart: boolean): boolean {
  return loaded >= CHAT_HISTORY_PAGE_SIZE && !reachedStart;
}

/** 'no more' shows when the start of the history is reached (and something is loaded). */
export function showNoMore(loaded: number, reachedStart: boolean): boolean {
  return loaded > 0 && reachedStart;
}

/** Members who have read a message: by the message's read list or by the member's read position. */
export function hasRead(
  message: Pick<ChatMessage, 'id' | 'ext'>,
  member: Pick<ChatMember, 'uid' | 'lastReadId'>,
): boolean {
  const list = message.ext.isReadList;
  if (Array.isArray(list) && list.includes(member.uid)) return true;
  return member.lastReadId != null && message.id > 0 && member.lastReadId >= message.id;
}
