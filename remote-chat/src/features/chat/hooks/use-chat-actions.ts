import { useCallback } from 'react';
import { App } from 'antd';
import { call, useSessionStore } from '@portal/shared';
import {
  CHAT_HISTORY_PAGE_SIZE,
  routes,
  type ChatMessage,
  type ChatSendPayload,
} from '@portal/shared/contract';
import { useIm } from '../../../lib/im-context';
import type { ChatSession } from '../api/types';
import { pendingMessage, sendPayload, type Outgoing } from '../lib/message-factory';
import { channelRef } from '../lib/session-rules';
import { useChatStore, type UiMessage } from '../stores/chat-store';

function withoutSendState(message: UiMessage): ChatMessage {
  const { status: _status, retry: _retry, ...record } = message;
  return record;
}

/** Opening sessions, paging history, sending, retrying and marking read. */
export function useChatActions() {
  const im = useIm();
  const { message: toast } = App.useApp();
  const user = useSessionStore((s) => s.user);

  const markRead = useCallback(
    (channelId: number) => {
      const store = useChatStore.getState();
      const list = store.messages[channelId] ?? [];
      const last = [...list].reverse().find((m) => m.id > 0);
      store.patchSession(channelId, { unreadNum: 0 });
      if (last) void im.markRead({ sysChannelId: channelId, msgId: last.msgId });
    },
    [im],
  );

  const loadPage = useCallback(
    async (session: ChatSession, older: boolean) => {
      const store = useChatStore.getState();
      const list = store.messages[session.id] ?? [];
      const stored = list.filter((m) => m.id > 0);
      const beforeId = older && stored.length ? stored[0].id : undefined;
      // One page (20) of history, newest first; `beforeId` the oldest loaded record, none for the newest page.
      const page = await call(routes.chatHistory, {
        body: {
          current: 1,
          size: CHAT_HISTORY_PAGE_SIZE,
          toUserId: session.channelId,
          chatType: session.type,
          beforeId,
        },
      });
      const records = [...page.records].sort((a, b) => a.id - b.id);
      for (const r of records) im.noteSeen(r.id);
      const reachedStart =
        records.length < CHAT_HISTORY_PAGE_SIZE || stored.length + records.length >= page.total;
      const next = useChatStore.getState();
      next.setHistory(session.id, records, reachedStart, !older);
      // Messages written offline (perhaps before a reload) stay in the conversation as sending.
      if (!older)
        for (const queued of im.queued(session.id)) next.addMessage({ ...queued, status: 'sending' });
    },
    [im],
  );

  const open = useCallback(
    async (session: ChatSession) => {
      const store = useChatStore.getState();
      store.setActive(session.id);
      im.registerChannels([channelRef(session)]);
      if (!store.messages[session.id]) await loadPage(session, false);
      markRead(session.id);
    },
    [im, loadPage, markRead],
  );

  const deliver = useCallback(
    async (session: ChatSession, payload: ChatSendPayload, pending?: UiMessage) => {
      // Kept as sending until the server answers: offline it waits for the connection to return.
      const answer = await im.send(payload, pending && withoutSendState(pending));
      const store = useChatStore.getState();
      if (answer.ok) {
        store.settle(session.id, payload.clientId, { ...answer.message, status: 'sent', retry: undefined });
        store.patchSession(session.id, {
          time: answer.message.time,
          lastMsg: { msgType: answer.message.msgType, msgContent: answer.message.msgContent },
        });
      } else {
        store.settle(session.id, payload.clientId, { status: 'failed', retry: payload });
        if (answer.msg) void toast.error(answer.msg);
      }
      return answer.ok;
    },
    [im, toast],
  );

  const send = useCallback(
    (session: ChatSession, out: Outgoing) => {
      const payload = sendPayload(session, out);
      const me = { imUid: im.me(), name: user?.name ?? '', userId: user?.id ?? null };
      const pending = pendingMessage(session, payload, me);
      useChatStore.getState().addMessage(pending);
      return deliver(session, payload, pending);
    },
    [deliver, im, user],
  );

  const retry = useCallback(
    (session: ChatSession, payload: ChatSendPayload) => {
      const store = useChatStore.getState();
      store.settle(session.id, payload.clientId, { status: 'sending' });
      const pending = store.messages[session.id]?.find((m) => m.clientId === payload.clientId);
      return deliver(session, payload, pending);
    },
    [deliver],
  );

  return {
    open,
    loadMore: (s: ChatSession) => loadPage(s, true),
    reload: (s: ChatSession) => loadPage(s, false),
    send,
    retry,
    markRead,
  };
}
