import { io, type Socket } from 'socket.io-client';
import {
  CHAT_SOCKET_PATH,
  ChatErrorCode,
  type ChatClientEvents,
  type ChatError,
  type ChatReadAck,
  type ChatReadPayload,
  type ChatSendPayload,
  type ChatServerEvents,
  type ChatSyncAck,
} from '@portal/shared/contract';
import {
  ACK_TIMEOUT_MS,
  MAX_RECONNECT_ATTEMPTS,
  RECONNECT_DELAY_MS,
  type ImEngine,
  type ImEngineListener,
  type ImSendAnswer,
  type ImEngineOptions,
} from './im-engine';

/** How far below the highest id seen a `sync` starts (see server/README: commit order across channels). */
export const SYNC_OVERLAP_IDS = 200;

export type ChatSocket = Socket<ChatServerEvents, ChatClientEvents>;
/** Made injectable so tests can hand in a fake socket. */
export type SocketFactory = (options: Parameters<typeof io>[0]) => ChatSocket;

const defaultFactory: SocketFactory = (options) => io(options) as ChatSocket;

function isChatError(value: unknown): value is ChatError {
  return !!value && typeof value === 'object' && typeof (value as ChatError).code === 'number';
}

function timeoutError(): ChatError {
  return { code: ChatErrorCode.unknown, msg: '' };
}

/**
 * The built-in engine: socket.io to the portal's own server. The token goes in the handshake's
 * `auth` (a function, so every reconnection reads the current token). After every (re)connection
 * it asks for what it missed with `sync`, from the highest record id the page has seen.
 */
export function createBuiltinEngine(
  listener: ImEngineListener,
  options: ImEngineOptions,
  factory: SocketFactory = defaultFactory,
): ImEngine {
  let socket: ChatSocket | null = null;
  let closing = false;

  function emitWithAck<T>(event: keyof ChatClientEvents, payload: unknown): Promise<T> {
    const current = socket;
    // Never reached the server: `unsent`, so a queued message waits for the next connection.
    if (!current?.connected)
      return Promise.resolve({
        ok: false,
        unsent: true,
        ...timeoutError(),
        code: ChatErrorCode.notSignedIn,
      } as T);
    return new Promise<T>((resolve) => {
      (
        current.timeout(ACK_TIMEOUT_MS) as unknown as {
          emit(event: string, payload: unknown, ack: (err: Error | null, answer: T) => void): void;
        }
      ).emit(event, payload, (err, answer) => {
        resolve(err ? ({ ok: false, unsent: true, ...timeoutError() } as T) : answer);
      });
    });
  }

  async function syncMissed(): Promise<void> {
    // Nothing seen yet means nothing local can be stale: history is loaded when a session opens.
    const seen = options.lastSeenId();
    if (seen <= 0) return;
    // Ids follow commit order within a channel only: across channels a message stored at the same
    // moment may commit later with a lower id. Ask from a little below the highest id seen; the
    // connection drops what it already holds.
    let afterId = Math.max(0, seen - SYNC_OVERLAP_IDS);
    let delivered = 0;
    for (;;) {
      const answer = await emitWithAck<ChatSyncAck>('sync', { afterId });
      if (!answer.ok) break;
      for (const message of answer.messages) listener.message(message, true);
      delivered += answer.messages.length;
      const last = answer.messages.at(-1);
      if (!answer.more || !last) break;
      afterId = last.id;
    }
    listener.synced(delivered);
  }

  function attach(s: ChatSocket): void {
    s.on('connect', () => {
      listener.status('online');
      void syncMissed();
    });
    s.on('disconnect', (reason) => {
      if (closing) return;
      // Our own disconnect is 离线; anything else is a lost connection (掉线) that socket.io retries.
      listener.status(reason === 'io client disconnect' ? 'offline' : 'dropped');
      // socket.io never retries a disconnect the server made (e.g. on its restart): we do.
      if (reason === 'io server disconnect') {
        listener.status('connecting');
        s.connect();
      }
    });
    s.on('connect_error', (err: Error & { data?: unknown }) => {
      if (isChatError(err.data) && err.data.code === ChatErrorCode.notSignedIn) {
        // The token was refused: retrying with it cannot help.
        s.disconnect();
        listener.status('offline');
        listener.error(err.data);
        return;
      }
      if (!s.active) listener.status('dropped');
    });
    s.io.on('reconnect_attempt', () => listener.status('connecting'));
    s.io.on('reconnect_failed', () => listener.status('dropped'));
    s.on('ready', (data) => listener.ready(data));
    s.on('message', (message) => listener.message(message, false));
    s.on('read', (data) => listener.read(data));
    s.on('unread', (data) => listener.unread(data));
    s.on('channel', (data) => listener.channel(data));
    s.on('members', (data) => listener.members(data));
    s.on('notice', (data) => listener.notice(data));
    s.on('session:end', (data) => {
      closing = true;
      s.disconnect();
      listener.status('offline');
      listener.ended(data);
    });
  }

  return {
    kind: 'builtin',
    connect() {
      if (socket) {
        if (!socket.connected && !socket.active) socket.connect();
        return;
      }
      closing = false;
      listener.status('connecting');
      socket = factory({
        path: CHAT_SOCKET_PATH,
        auth: (cb: (data: object) => void) => cb({ token: options.token() ?? '', lang: options.lang?.() }),
        transports: ['websocket'],
        reconnection: true,
        reconnectionAttempts: MAX_RECONNECT_ATTEMPTS,
        reconnectionDelay: RECONNECT_DELAY_MS,
      } as unknown as Parameters<typeof io>[0]);
      attach(socket);
    },
    reconnect() {
      if (!socket) {
        this.connect();
        return;
      }
      if (socket.connected) return;
      closing = false;
      listener.status('connecting');
      // After its attempts are used up socket.io stays "active" yet never tries again: closing the
      // manager and connecting again starts a fresh handshake with 2 quick attempts of its own.
      socket.disconnect();
      socket.connect();
    },
    disconnect() {
      closing = true;
      socket?.removeAllListeners();
      socket?.io.removeAllListeners();
      socket?.disconnect();
      socket = null;
      listener.status('offline');
    },
    send(payload: ChatSendPayload) {
      return emitWithAck<ImSendAnswer>('message:send', payload);
    },
    markRead(payload: ChatReadPayload) {
      return emitWithAck<ChatReadAck>('message:read', payload);
    },
    connections() {
      return socket?.connected ? 1 : 0;
    },
  };
}
