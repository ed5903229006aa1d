import { Type, type Static, type TSchema } from '@sinclair/typebox';
import { Nullable } from './answer-types';
import { Id, Int32, Int64 } from './integers';
import { Text } from './strings';
import type { ChatMemberInfo } from './chat-calls';

/*
 * The chat socket protocol (socket.io), shared by the server that validates it and every client
 * that speaks it. server/README.md describes it in prose for clients written in other languages.
 *
 * Connection: socket.io at path CHAT_SOCKET_PATH, `auth: { token }` in the handshake (never in the
 * URL). A refused handshake ends with a connect_error whose `data` is a ChatError (code 28).
 * Client events are emitted with an acknowledgement callback; every ack is a ChatAck.
 */

export const CHAT_SOCKET_PATH = '/im/socket.io';
export const CHAT_HEARTBEAT_MS = 30_000;
/** SPEC section 9: chat files up to 10M. */
export const CHAT_FILE_MAX_BYTES = 10 * 1024 * 1024;
export const CHAT_TEXT_MAX_LENGTH = 5000;
export const CHAT_HISTORY_PAGE_SIZE = 20;
export const CHAT_CHANNEL_PAGE_SIZE = 150;
/** Most messages one `sync` answers with; `more` says whether to ask again. */
export const CHAT_SYNC_LIMIT = 500;

/** SPEC section 8's chat error codes that the built-in server uses. */
export const ChatErrorCode = {
  unknown: 0,
  notSignedIn: 28,
  fileTooLarge: 101,
  notInGroup: 602,
  groupMissing: 605,
  badRequest: 400,
  rateLimited: 507,
} as const;
export type ChatErrorCodeValue = (typeof ChatErrorCode)[keyof typeof ChatErrorCode];

export interface ChatError {
  code: ChatErrorCodeValue;
  /** In the caller's language. */
  msg: string;
  /** With code 507 (too many events): milliseconds until the same event would be accepted again. */
  retryAfter?: number;
}

export type ChatAck<T = Record<string, never>> = ({ ok: true } & T) | ({ ok: false } & ChatError);

export const ChatMsgType = Type.Union([
  Type.Literal('text'),
  Type.Literal('img'),
  Type.Literal('file'),
  Type.Literal('video'),
]);
export type ChatMsgType = Static<typeof ChatMsgType>;

/** `message:send` (client -> server). `clientId` makes a retried send idempotent. */
export const ChatSendPayload = Type.Object(
  {
    clientId: Text(64, { minLength: 1 }),
    sysChannelId: Id,
    msgType: ChatMsgType,
    /** Text for `text` (trimmed, not blank); the uploaded file's URL for the others. */
    msgContent: Text(CHAT_TEXT_MAX_LENGTH, { minLength: 1 }),
    ext: Type.Optional(
      Type.Object(
        {
          /** imUids of the members reminded (ticked) by this message. */
          remind: Type.Optional(Type.Array(Text(64), { maxItems: 200 })),
          fileName: Type.Optional(Text(255)),
          fileSize: Type.Optional(Int32({ minimum: 0, maximum: CHAT_FILE_MAX_BYTES })),
        },
        { additionalProperties: false },
      ),
    ),
  },
  { additionalProperties: false },
);
export type ChatSendPayload = Static<typeof ChatSendPayload>;

/** `message:read` (client -> server): everything up to and including `msgId` in the channel is read. */
export const ChatReadPayload = Type.Object(
  { sysChannelId: Id, msgId: Text(64, { minLength: 1 }) },
  { additionalProperties: false },
);
export type ChatReadPayload = Static<typeof ChatReadPayload>;

/** `sync` (client -> server): the messages of all my channels with a record id above `afterId`, oldest first. */
export const ChatSyncPayload = Type.Object(
  { afterId: Int64({ minimum: 0 }) },
  { additionalProperties: false },
);
export type ChatSyncPayload = Static<typeof ChatSyncPayload>;

/** One chat record as every event and call carries it (SPEC section 3's record fields, plus delivery data). */
export const ChatMessage = Type.Object({
  /** Record id: increases with every stored message; clients keep the highest seen for `sync`. */
  id: Type.Integer(),
  msgId: Type.String(),
  clientId: Type.Optional(Type.String()),
  msgType: Type.Union([ChatMsgType, Type.Literal('system')]),
  fromUserId: Nullable(Type.Integer()),
  fromImUid: Nullable(Type.String()),
  fromName: Nullable(Type.String()),
  /** The channel's chatId (e.g. svc_<serviceNo>). */
  groupId: Type.String(),
  toUserId: Type.String(),
  msgContent: Type.String(),
  chatType: Type.Union([Type.Literal('chat'), Type.Literal('groupchat')]),
  /** 'YYYY-MM-DD HH:mm:ss', server time. */
  createTime: Type.String(),
  /** Epoch milliseconds, server time. */
  time: Type.Integer(),
  sysChannelId: Type.Integer(),
  serviceId: Nullable(Type.Integer()),
  ext: Type.Intersect([
    Type.Object({
      remind: Type.Optional(Type.Array(Type.String())),
      fileName: Type.Optional(Type.String()),
      fileSize: Type.Optional(Type.Number()),
      isEngineer: Type.Optional(Type.Boolean()),
    }),
    Type.Record(Type.String(), Type.Unknown()),
  ]),
  /** Members who have not read it yet (the sender's own view). */
  unreadCount: Type.Integer(),
});
export type ChatMessage = Static<typeof ChatMessage>;

/**
 * `duplicate: true` when the clientId was already sent with the same content within 24 hours: the
 * message is the one stored then (nothing new was stored or delivered).
 */
export type ChatSendAck = ChatAck<{ message: ChatMessage; duplicate?: true }>;
export type ChatSyncAck = ChatAck<{ messages: ChatMessage[]; more: boolean }>;
export type ChatReadAck = ChatAck<{ unreadTotal: number; unreadVersion: number }>;

/**
 * A user's unread chat total and its version. Totals are computed concurrently (a send raising them,
 * a read clearing them, in any server process) and may arrive in any order; a later change of the
 * total always has a higher version, and equal versions carry equal totals.
 */
export const ChatUnread = Type.Object({ total: Type.Integer(), version: Type.Integer() });
export type ChatUnread = Static<typeof ChatUnread>;

/** Whether `incoming` should replace `current`: the newest version wins; without a version (an older server), the last one. */
export function newerUnread(
  current: ChatUnread | null,
  incoming: { total: number; version?: number },
): boolean {
  if (!Number.isFinite(incoming.total)) return false;
  if (current === null || incoming.version === undefined || !Number.isFinite(incoming.version)) return true;
  return incoming.version > current.version;
}

/** Server -> client events. */
export interface ChatServerEvents {
  ready: (data: { userId: number; imUid: string }) => void;
  message: (message: ChatMessage) => void;
  /** A member read up to `msgId`; `unreadCounts` gives the new unread count of each affected message. */
  read: (data: {
    sysChannelId: number;
    imUid: string;
    msgId: string;
    unreadCounts: Record<string, number>;
  }) => void;
  /** My unread total changed: keep it only if newer than the one held (`newerUnread`). */
  unread: (data: ChatUnread) => void;
  /** I was added to or removed from a channel. */
  channel: (data: { sysChannelId: number; action: 'joined' | 'left' }) => void;
  /** The channel's member list changed (an invitation, an engineer joining or leaving): its members now. */
  members: (data: { sysChannelId: number; members: ChatMemberInfo[] }) => void;
  /** A system notice (e.g. a tracking reminder); opens /personalCenter/personalNotice. */
  notice: (data: { kind: string; serviceId?: number; serviceNo?: string; content?: string }) => void;
  /** The session ended (logout elsewhere, password change): the server disconnects right after. */
  'session:end': (data: ChatError) => void;
}

/** Client -> server events; the last argument is the acknowledgement callback. */
export interface ChatClientEvents {
  'message:send': (payload: ChatSendPayload, ack: (answer: ChatSendAck) => void) => void;
  'message:read': (payload: ChatReadPayload, ack: (answer: ChatReadAck) => void) => void;
  sync: (payload: ChatSyncPayload, ack: (answer: ChatSyncAck) => void) => void;
}

/** Each client event's payload schema: the server checks every payload against it. */
export const ChatClientPayloads = {
  'message:send': ChatSendPayload,
  'message:read': ChatReadPayload,
  sync: ChatSyncPayload,
} satisfies Record<keyof ChatClientEvents, TSchema>;
