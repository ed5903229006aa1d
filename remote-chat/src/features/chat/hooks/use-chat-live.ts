import { useEffect, useRef } from 'react';
import { useIm } from '../../../lib/im-context';
import { fetchSession, fetchSessions } from '../lib/sessions';
import { applyIncoming, channelRef } from '../lib/session-rules';
import { useChatStore } from '../stores/chat-store';

/** SPEC section 9: channel info for an unseen group is fetched debounced by 200 ms. */
export const CHANNEL_INFO_DEBOUNCE_MS = 200;

/**
 * Keeps the session list and the open conversation in step with the IM connection while the
 * modal is mounted: live messages, read receipts, joins and leaves, member lists.
 */
export function useChatLive(visible: boolean, onViewedMessage: (channelId: number) => void): void {
  const im = useIm();
  const pending = useRef(new Set<number>());
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const visibleRef = useRef(visible);
  visibleRef.current = visible;
  const viewedRef = useRef(onViewedMessage);
  viewedRef.current = onViewedMessage;

  useEffect(() => {
    const reloadSessions = () => {
      fetchSessions()
        .then((sessions) => useChatStore.getState().setSessions(sessions))
        .catch(() => undefined);
    };
    const fetchUnknown = () => {
      timer.current = null;
      const ids = [...pending.current];
      pending.current.clear();
      for (const id of ids) {
        fetchSession(id)
          .then((session) => {
            useChatStore.getState().upsertSession(session);
            im.registerChannels([channelRef(session)]);
          })
          .catch(() => undefined);
      }
    };
    const offMessage = im.on('message', (message) => {
      const store = useChatStore.getState();
      const viewing = visibleRef.current && document.visibilityState !== 'hidden' ? store.activeId : null;
      const result = applyIncoming(store.sessions, message, { me: im.me(), viewing });
      if (result.unknown && message.chatType === 'groupchat') {
        pending.current.add(message.sysChannelId);
        if (timer.current) clearTimeout(timer.current);
        timer.current = setTimeout(fetchUnknown, CHANNEL_INFO_DEBOUNCE_MS);
      } else if (result.sessions !== store.sessions) {
        store.setSessions(result.sessions);
      }
      store.addMessage({ ...message, status: 'sent' });
      if (viewing === message.sysChannelId && message.fromImUid !== im.me())
        viewedRef.current(message.sysChannelId);
    });
    // Recovered after a reconnection: shown in an open conversation; the session list (unread
    // counts, last messages) is fetched again once the sync is over.
    const offReplayed = im.on('replayed', (message) => {
      useChatStore.getState().addMessage({ ...message, status: 'sent' });
    });
    const offSynced = im.on('synced', reloadSessions);
    // Answers to messages sent from the outbox (also those kept over a reload).
    const offSent = im.on('sent', ({ payload, ack }) => {
      const store = useChatStore.getState();
      const { sysChannelId, clientId } = payload;
      if (ack.ok) store.settle(sysChannelId, clientId, { ...ack.message, status: 'sent', retry: undefined });
      else store.settle(sysChannelId, clientId, { status: 'failed', retry: payload });
    });
    const offRead = im.on('read', (data) => {
      useChatStore.getState().applyRead(data.sysChannelId, data.imUid, data.msgId, data.unreadCounts);
    });
    const offChannel = im.on('channel', ({ sysChannelId, action }) => {
      const store = useChatStore.getState();
      if (action === 'left') {
        store.setSessions(store.sessions.filter((s) => s.id !== sysChannelId));
        if (store.activeId === sysChannelId) store.setActive(null);
        return;
      }
      reloadSessions();
    });
    // An invitation or a step changed a group's members: its member list, count and remind list follow.
    const offMembers = im.on('members', ({ sysChannelId, members }) => {
      const store = useChatStore.getState();
      const session = store.sessions.find((s) => s.id === sysChannelId);
      if (!session) return;
      const read = new Map(session.membersInfo.map((m) => [m.uid, m.lastReadId]));
      store.patchSession(sysChannelId, {
        membersInfo: members.map((m) => ({ ...m, lastReadId: read.get(m.uid) })),
      });
    });
    return () => {
      offMembers();
      offMessage();
      offReplayed();
      offSynced();
      offSent();
      offRead();
      offChannel();
      if (timer.current) clearTimeout(timer.current);
    };
  }, [im]);
}
