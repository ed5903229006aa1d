import { create } from 'zustand';
import type { ChatMessage, ChatSendPayload } from '@portal/shared/contract';
import type { ChatSession } from '../api/types';
import { sortSessions } from '../lib/session-rules';

export type SendStatus = 'sending' | 'sent' | 'failed';

/** A message as the pane shows it: the record plus my send state. */
export interface UiMessage extends ChatMessage {
  status: SendStatus;
  /** For a failed send: what to send again. */
  retry?: ChatSendPayload;
}

export interface ChatState {
  sessions: ChatSession[];
  activeId: number | null;
  /** Messages per channel, oldest first. */
  messages: Record<number, UiMessage[]>;
  /** The start of a channel's history has been reached. */
  reachedStart: Record<number, boolean>;
  setSessions(sessions: ChatSession[]): void;
  upsertSession(session: ChatSession): void;
  setActive(id: number | null): void;
  patchSession(id: number, patch: Partial<ChatSession>): void;
  setHistory(id: number, older: ChatMessage[], reachedStart: boolean, replace: boolean): void;
  addMessage(message: UiMessage): void;
  settle(channelId: number, clientId: string, patch: Partial<UiMessage>): void;
  applyRead(channelId: number, imUid: string, msgId: string, unreadCounts: Record<string, number>): void;
  reset(): void;
}

function byOrder(a: UiMessage, b: UiMessage): number {
  // Unsent messages (id 0) stay after stored ones, in the order they were written.
  if (a.id && b.id) return a.id - b.id;
  if (!a.id && !b.id) return a.time - b.time;
  return a.id ? -1 : 1;
}

function merge(list: UiMessage[], incoming: UiMessage[]): UiMessage[] {
  const out = [...list];
  for (const m of incoming) {
    const at = out.findIndex(
      (x) => (m.id && x.id === m.id) || x.msgId === m.msgId || (m.clientId && x.clientId === m.clientId),
    );
    if (at >= 0) out[at] = { ...out[at], ...m };
    else out.push(m);
  }
  return out.sort(byOrder);
}

const initial = { sessions: [] as ChatSession[], activeId: null, messages: {}, reachedStart: {} };

export const useChatStore = create<ChatState>((set) => ({
  ...initial,
  setSessions: (sessions) => set({ sessions: sortSessions(sessions) }),
  upsertSession: (session) =>
    set((s) => {
      const rest = s.sessions.filter((x) => x.id !== session.id);
      return { sessions: sortSessions([...rest, session]) };
    }),
  setActive: (id) => set({ activeId: id }),
  patchSession: (id, patch) =>
    set((s) => ({ sessions: sortSessions(s.sessions.map((x) => (x.id === id ? { ...x, ...patch } : x))) })),
  setHistory: (id, older, reachedStart, replace) =>
    set((s) => {
      const loaded = older.map((m): UiMessage => ({ ...m, status: 'sent' }));
      const base = replace ? [] : (s.messages[id] ?? []);
      return {
        messages: { ...s.messages, [id]: merge(base, loaded) },
        reachedStart: { ...s.reachedStart, [id]: reachedStart },
      };
    }),
  addMessage: (message) =>
    set((s) => {
      const list = s.messages[message.sysChannelId];
      if (!list) return {};
      return { messages: { ...s.messages, [message.sysChannelId]: merge(list, [message]) } };
    }),
  settle: (channelId, clientId, patch) =>
    set((s) => {
      const list = s.messages[channelId];
      if (!list) return {};
      const at = list.findIndex((m) => m.clientId === clientId);
      if (at < 0) return {};
      const next = [...list];
      next[at] = { ...next[at], ...patch };
      // A settled message may already have arrived live (the echo): keep one copy.
      return { messages: { ...s.messages, [channelId]: merge([], next) } };
    }),
  applyRead: (channelId, imUid, msgId, unreadCounts) =>
    set((s) => {
      const list = s.messages[channelId];
      const upTo = list?.find((m) => m.msgId === msgId)?.id ?? Number.MAX_SAFE_INTEGER;
      const messages = list
        ? {
            ...s.messages,
            [channelId]: list.map((m) => {
              const count = unreadCounts[m.msgId];
              const readList = Array.isArray(m.ext.isReadList) ? (m.ext.isReadList as string[]) : [];
              const reads = m.id > 0 && m.id <= upTo && !readList.includes(imUid);
              if (count === undefined && !reads) return m;
              return {
                ...m,
                unreadCount: count ?? m.unreadCount,
                ext: reads ? { ...m.ext, isReadList: [...readList, imUid] } : m.ext,
              };
            }),
          }
        : s.messages;
      const sessions = s.sessions.map((x) =>
        x.id === channelId
          ? {
              ...x,
              membersInfo: x.membersInfo.map((mem) =>
                mem.uid === imUid && upTo !== Number.MAX_SAFE_INTEGER
                  ? { ...mem, lastReadId: Math.max(mem.lastReadId ?? 0, upTo) }
                  : mem,
              ),
            }
          : x,
      );
      return { messages, sessions };
    }),
  reset: () => set(initial),
}));
