import type {
  ChatError,
  ChatMessage,
  ChatReadAck,
  ChatReadPayload,
  ChatSendAck,
  ChatSendPayload,
  ChatServerEvents,
} from '@portal/shared/contract';
import type { ImStatus } from '../../stores/im-store';

/** A send that never reached the server (offline, no acknowledgement): it stays queued. */
export interface ImUnsent {
  ok: false;
  unsent: true;
  code: number;
  msg: string;
}
export type ImSendAnswer = ChatSendAck | ImUnsent;

/** What an engine reports; the connection module turns it into store state and events. */
export interface ImEngineListener {
  status(status: ImStatus): void;
  /** `replayed` marks a message recovered by `sync` after a reconnect rather than pushed live. */
  message(message: ChatMessage, replayed: boolean): void;
  /** A `sync` after a (re)connection finished, `count` records answered (some may be known). */
  synced(count: number): void;
  read: ChatServerEvents['read'];
  unread: ChatServerEvents['unread'];
  channel: ChatServerEvents['channel'];
  members: ChatServerEvents['members'];
  notice: ChatServerEvents['notice'];
  ready: ChatServerEvents['ready'];
  /** A failure the user should see as an error toast (SPEC section 8). */
  error(error: ChatError): void;
  /** The session is over (logged out elsewhere): stop for good. */
  ended(error: ChatError): void;
}

/** One IM service behind one interface: the built-in socket.io gateway or Easemob. */
export interface ImEngine {
  readonly kind: 'builtin' | 'easemob';
  connect(): void;
  /** A fresh attempt now, even when the transport's own attempts are used up or under way. */
  reconnect(): void;
  disconnect(): void;
  /** Refused by the server: `ok: false`; never reached it (no connection, no answer): `unsent: true`. */
  send(payload: ChatSendPayload): Promise<ImSendAnswer>;
  markRead(payload: ChatReadPayload): Promise<ChatReadAck>;
  /** Number of live transport connections this engine holds (0 or 1). */
  connections(): number;
}

export interface ImEngineOptions {
  /** The signed-in user's access token (read at every handshake, so a refreshed one is used). */
  token(): string | null;
  /** Highest chat record id this page has seen; `sync` asks for everything after it. */
  lastSeenId(): number;
  /** The interface language, so the server answers errors in it. */
  lang?(): string;
}

/**
 * SPEC section 9 (as amended, see the README): socket.io makes 2 quick attempts; after them the
 * reconnect policy (`reconnect-policy.ts`) brings the connection back.
 */
export const MAX_RECONNECT_ATTEMPTS = 2;
export const RECONNECT_DELAY_MS = 3_000;
/** How long an acknowledgement may take before the send counts as failed. */
export const ACK_TIMEOUT_MS = 15_000;
