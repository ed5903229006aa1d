import { call, eventBus, i18n, toHttpLanguage, tokenStorage, useSessionStore } from '@portal/shared';
import {
  newerUnread,
  routes,
  type ChatError,
  type ChatMessage,
  type ChatReadAck,
  type ChatReadPayload,
  type ChatSendAck,
  type ChatSendPayload,
  type ChatServerEvents,
  type ChatUnread,
  type ImConfig,
} from '@portal/shared/contract';
import { setPortalTimeZone } from '../../../lib/portal-zone';
import { useImStore, type ImStatus } from '../stores/im-store';
import { createBuiltinEngine } from './engines/builtin-engine';
import type { EasemobGroupRef } from './engines/easemob-mapping';
import type { ImEngine, ImEngineListener, ImSendAnswer } from './engines/im-engine';
import { createOutbox, type OutboxEntry } from './outbox';
import { startReconnectPolicy, type ReconnectPolicy } from './reconnect-policy';

/*
 * The one IM connection of the page. Its state lives in module scope; module federation serves this
 * module once per page, so the host and every component that uses it share the same connection.
 */

export interface ImEvents {
  /** A message pushed live. */
  message: ChatMessage;
  /** A message this page had not seen, recovered by `sync` after a reconnection (no notification). */
  replayed: ChatMessage;
  /** A `sync` recovered `count` unseen messages: lists built from counts should be fetched again. */
  synced: { count: number };
  read: Parameters<ChatServerEvents['read']>[0];
  channel: Parameters<ChatServerEvents['channel']>[0];
  /** A channel's member list changed: its members now. */
  members: Parameters<ChatServerEvents['members']>[0];
  notice: Parameters<ChatServerEvents['notice']>[0];
  status: ImStatus;
  error: ChatError;
  /** The server answered a queued message: stored or refused (also for messages kept over a reload). */
  sent: { payload: ChatSendPayload; ack: ChatSendAck };
}

type Handler<K extends keyof ImEvents> = (payload: ImEvents[K]) => void;
const handlers = new Map<keyof ImEvents, Set<(payload: never) => void>>();

/** Subscribes to an IM event; returns the unsubscribe function. */
export function onIm<K extends keyof ImEvents>(type: K, handler: Handler<K>): () => void {
  const set = handlers.get(type) ?? new Set();
  handlers.set(type, set);
  set.add(handler as (payload: never) => void);
  return () => {
    set.delete(handler as (payload: never) => void);
  };
}

function emit<K extends keyof ImEvents>(type: K, payload: ImEvents[K]): void {
  for (const handler of [...(handlers.get(type) ?? [])]) (handler as Handler<K>)(payload);
}

let engine: ImEngine | null = null;
let starting: Promise<void> | null = null;
let lastSeenId = 0;
// Record ids already delivered to subscribers: `sync` after a reconnect may overlap live pushes.
const seen = new Set<number>();
const SEEN_LIMIT = 5_000;
let myImUid: string | null = null;
// Unseen messages recovered by the sync under way.
let recovered = 0;
// The unread total held and its server version: pushes, read acks and HTTP answers arrive in any order.
let unread: ChatUnread | null = null;
const groups = new Map<string, EasemobGroupRef>();
const groupOfChannel = new Map<number, string>();

function setStatus(status: ImStatus): void {
  const previous = useImStore.getState().status;
  if (previous === status) return;
  useImStore.setState({ status });
  emit('status', status);
  const online = status === 'online';
  if ((previous === 'online') !== online) eventBus.emit('im:status', { online });
  if (online) {
    void refreshUnread();
    void flushOutbox();
  }
}

const unsentAnswer = (): ImSendAnswer => ({
  ok: false,
  unsent: true,
  code: 28,
  msg: i18n.t('errors.notSignedIn', { ns: 'chat' }),
});
// Callers waiting for a queued message's answer (this page only; a reload keeps the queue, not them).
const waiting = new Map<string, Array<(ack: ChatSendAck) => void>>();
const outbox = createOutbox({
  storage: (() => {
    try {
      return globalThis.localStorage ?? null;
    } catch {
      return null;
    }
  })(),
  send: (payload) => (engine ? engine.send(payload) : Promise.resolve(unsentAnswer())),
  settled(entry: OutboxEntry, ack) {
    if (ack.ok) noteSeen(ack.message.id);
    const { clientId } = entry.payload;
    for (const resolve of waiting.get(clientId) ?? []) resolve(ack);
    waiting.delete(clientId);
    emit('sent', { payload: entry.payload, ack });
  },
});
let retryTimer: ReturnType<typeof setTimeout> | null = null;
/** After an unanswered send on a live connection, the queue is tried again this much later. */
const OUTBOX_RETRY_MS = 5_000;

async function flushOutbox(): Promise<void> {
  if (!engine || useImStore.getState().status !== 'online') return;
  const result = await outbox.flush();
  if (result === 'stopped' && useImStore.getState().status === 'online' && !retryTimer) {
    retryTimer = setTimeout(() => {
      retryTimer = null;
      void flushOutbox();
    }, OUTBOX_RETRY_MS);
  }
}

function loadOutboxOfUser(): void {
  const id = useSessionStore.getState().user?.id;
  outbox.use(id ? String(id) : null);
}

let policy: ReconnectPolicy | null = null;

/** Checks over HTTP that the server is reachable again (any answer counts, even 401). */
async function probeServer(): Promise<boolean> {
  try {
    await fetch(routes.chatConfig.url, { method: 'GET', cache: 'no-store', credentials: 'same-origin' });
    return true;
  } catch {
    return false;
  }
}

function ensurePolicy(): void {
  if (policy || typeof window === 'undefined') return;
  policy = startReconnectPolicy({
    status: () => useImStore.getState().status,
    reconnect: () => {
      if (tokenStorage.get()) engine?.reconnect();
    },
    probe: probeServer,
  });
}

/** 重新连接 / the chat's 刷新: a fresh attempt now unless connected. */
export function reconnectIm(): void {
  if (!engine) {
    void connectIm();
    return;
  }
  policy?.now();
}

function setUnread(incoming: { total: number; version?: number }): void {
  if (!newerUnread(unread, incoming)) return;
  const { total } = incoming;
  unread = { total, version: incoming.version ?? unread?.version ?? 0 };
  if (useImStore.getState().unreadTotal === total) return;
  useImStore.setState({ unreadTotal: total });
  eventBus.emit('im:unread', { total });
}

function clearUnread(): void {
  unread = null;
  if (useImStore.getState().unreadTotal === 0) return;
  useImStore.setState({ unreadTotal: 0 });
  eventBus.emit('im:unread', { total: 0 });
}

/** Fetches the unread total over HTTP (after every (re)connection: pushes may have been missed). */
export async function refreshUnread(): Promise<void> {
  try {
    // Silent: a background refresh must not pop error toasts.
    setUnread(await call(routes.chatUnreadTotal, {}, { silent: true }));
  } catch {
    // Pushed totals still arrive over the socket.
  }
}

/** Records a chat record id the page has shown (live, synced or from a history page). */
export function noteSeen(id: number): boolean {
  if (!id) return true;
  if (seen.has(id)) return false;
  seen.add(id);
  if (seen.size > SEEN_LIMIT) seen.delete(seen.values().next().value as number);
  if (id > lastSeenId) lastSeenId = id;
  return true;
}

export function lastSeenRecordId(): number {
  return lastSeenId;
}

const listener: ImEngineListener = {
  status: setStatus,
  message(message, replayed) {
    if (!noteSeen(message.id)) return;
    if (replayed) {
      recovered += 1;
      emit('replayed', message);
    } else {
      emit('message', message);
    }
  },
  synced() {
    const count = recovered;
    recovered = 0;
    if (count > 0) {
      emit('synced', { count });
      void refreshUnread();
    }
  },
  read: (data) => emit('read', data),
  unread: setUnread,
  channel: (data) => emit('channel', data),
  members: (data) => emit('members', data),
  notice: (data) => emit('notice', data),
  ready: ({ imUid }) => {
    myImUid = imUid;
  },
  error: (error) => emit('error', error),
  ended: (error) => {
    emit('error', error);
    disconnectIm();
  },
};

const engineOptions = {
  token: () => tokenStorage.get(),
  lastSeenId: () => lastSeenId,
  lang: () => toHttpLanguage(i18n.language),
};

async function chooseEngine(): Promise<ImEngine> {
  // No configuration answer: the built-in gateway.
  // Easemob when the server names an app key, else the built-in gateway.
  const config = await call(routes.chatConfig, {}, { silent: true }).catch((): ImConfig => ({}));
  setPortalTimeZone(config.timeZone);
  const easemob = config.easemob;
  if (!easemob?.appKey) return createBuiltinEngine(listener, engineOptions);
  const { createEasemobEngine } = await import('./engines/easemob-engine');
  return createEasemobEngine(listener, {
    ...engineOptions,
    config: easemob,
    identity: () => {
      const user = useSessionStore.getState().user;
      return user?.imUid && user.imPwd ? { imUid: user.imUid, imPwd: user.imPwd, name: user.name } : null;
    },
    directory: { byGroup: (id) => groups.get(id), groupOf: (id) => groupOfChannel.get(id) },
    translate: (key) => i18n.t(key, { ns: 'chat' }),
  });
}

/** Opens the connection unless it is open or opening; reopens a dropped one. */
export function connectIm(): Promise<void> {
  if (!tokenStorage.get()) {
    setStatus('offline');
    return Promise.resolve();
  }
  loadOutboxOfUser();
  ensurePolicy();
  if (engine) {
    // A handshake under way is left to finish: restarting it would drop the socket being opened
    // and, on a slow network, could keep a page from ever connecting.
    const status = useImStore.getState().status;
    if (status !== 'online' && status !== 'connecting') engine.reconnect();
    return Promise.resolve();
  }
  starting ??= chooseEngine().then((chosen) => {
    starting = null;
    if (!tokenStorage.get()) return;
    engine = chosen;
    useImStore.setState({ engine: chosen.kind });
    chosen.connect();
  });
  return starting;
}

/** Closes the connection for good (sign-out): no reconnect, unread total and seen ids cleared. */
export function disconnectIm(): void {
  const current = engine;
  engine = null;
  policy?.stop();
  policy = null;
  if (retryTimer) clearTimeout(retryTimer);
  retryTimer = null;
  current?.disconnect();
  setStatus('offline');
  clearUnread();
  useImStore.setState({ engine: null });
  seen.clear();
  lastSeenId = 0;
  myImUid = null;
}

/**
 * Sends a message through the outbox: kept (also over a reload) while there is no connection and
 * sent with its client id when there is one. Resolves once the server stores or refuses it.
 */
export function sendIm(payload: ChatSendPayload, message: ChatMessage | null = null): Promise<ChatSendAck> {
  if (!tokenStorage.get())
    return Promise.resolve({ ok: false, code: 28, msg: i18n.t('errors.notSignedIn', { ns: 'chat' }) });
  loadOutboxOfUser();
  const answer = new Promise<ChatSendAck>((resolve) => {
    waiting.set(payload.clientId, [...(waiting.get(payload.clientId) ?? []), resolve]);
  });
  outbox.add({ payload, message });
  void flushOutbox();
  return answer;
}

/** The messages of a channel still waiting in the outbox, oldest first (their bubbles, as written). */
export function queuedIm(sysChannelId: number): ChatMessage[] {
  loadOutboxOfUser();
  return outbox.entries(sysChannelId).flatMap((e) => (e.message ? [e.message] : []));
}

export function markImRead(payload: ChatReadPayload): Promise<ChatReadAck> {
  if (!engine)
    return Promise.resolve({ ok: false, code: 28, msg: i18n.t('errors.notSignedIn', { ns: 'chat' }) });
  return engine.markRead(payload).then((answer) => {
    if (answer.ok) setUnread({ total: answer.unreadTotal, version: answer.unreadVersion });
    return answer;
  });
}

/** The signed-in user's IM uid (from the server's `ready`, else the session). */
export function myIm(): string | null {
  return myImUid ?? useSessionStore.getState().user?.imUid ?? null;
}

/** Tells the connection which channel an Easemob group id stands for (from the session list). */
export function registerChannels(refs: Array<EasemobGroupRef & { imGroupId?: string | null }>): void {
  for (const ref of refs) {
    if (!ref.imGroupId) continue;
    groups.set(ref.imGroupId, {
      sysChannelId: ref.sysChannelId,
      serviceId: ref.serviceId,
      groupId: ref.groupId,
    });
    groupOfChannel.set(ref.sysChannelId, ref.imGroupId);
  }
}

/** Live transport connections of this page (0 or 1): the proof that there is one connection. */
export function imConnectionCount(): number {
  return engine?.connections() ?? 0;
}

eventBus.on('auth:logout', () => {
  disconnectIm();
  outbox.wipe();
});
eventBus.on('auth:expired', disconnectIm);
