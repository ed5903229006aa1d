import { Type, type Static, type TProperties } from '@sinclair/typebox';
import { Nullable } from './answer-types';
import { Id, Int32, Int64 } from './integers';
import { Text } from './strings';
import {
  CHAT_FILE_MAX_BYTES,
  CHAT_TEXT_MAX_LENGTH,
  ChatErrorCode,
  type ChatErrorCodeValue,
} from './chat-constants';

/*
 * The chat socket protocol (socket.io), shared by the server that validates it and every client
 * that speaks it. server/README.md describes it in prose for clients written in other languages.
 *
 * Connection: socket.io at path CHAT_SOCKET_PATH, `auth: { token }` in the handshake (never in the
 * URL). A refused handshake ends with a connect_error whose `data` is a ChatError (code 28).
 * Client events are emitted with an acknowledgement callback; every ack is a ChatAck. Every event,
 * both ways, with its payload, ack, replay and rate budget: CHAT_EVENTS (chat-events.ts).
 */

// The plain parts (no TypeBox), apart so that a bundle taking only them takes no schema.
export {
  CHAT_CHANNEL_PAGE_SIZE,
  CHAT_FILE_MAX_BYTES,
  CHAT_HEARTBEAT_MS,
  CHAT_HISTORY_PAGE_SIZE,
  CHAT_SOCKET_PATH,
  CHAT_SYNC_LIMIT,
  CHAT_TEXT_MAX_LENGTH,
  ChatErrorCode,
  newerUnread,
  type ChatErrorCodeValue,
} from './chat-constants';

/** A refusal's code: one of ChatErrorCode. */
export const ChatErrorCodeSchema = Type.Union(
  (Object.values(ChatErrorCode) as ChatErrorCodeValue[]).map((code) => Type.Literal(code)),
);

/** A refused handshake's `data`, a refused event's ack (with `ok: false`) and `session:end`. */
export const ChatError = Type.Object({
  code: ChatErrorCodeSchema,
  /** In the caller's language. */
  msg: Type.String(),
  /** With code 507 (too many events): milliseconds until the same event would be accepted again. */
  retryAfter: Type.Optional(Type.Integer({ minimum: 0 })),
});
export type ChatError = Static<typeof ChatError>;

export type ChatAck<T = Record<string, never>> = ({ ok: true } & T) | ({ ok: false } & ChatError);

/** The schema of an acknowledgement: `{ ok: true, ...answer }` or `{ ok: false, code, msg, retryAfter? }`. */
export const ChatAckSchema = <T extends TProperties>(answer: T) =>
  Type.Union([
    Type.Object({ ok: Type.Literal(true), ...answer }),
    Type.Object({ ok: Type.Literal(false), ...ChatError.properties }),
  ]);

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
export const ChatSendAck = ChatAckSchema({
  message: ChatMessage,
  duplicate: Type.Optional(Type.Literal(true)),
});
export type ChatSendAck = Static<typeof ChatSendAck>;
/** My messages after `afterId`, oldest first, at most CHAT_SYNC_LIMIT; `more`: ask again from the last id. */
export const ChatSyncAck = ChatAckSchema({ messages: Type.Array(ChatMessage), more: Type.Boolean() });
export type ChatSyncAck = Static<typeof ChatSyncAck>;
/** My unread total after the read, with its version (see ChatUnread). */
export const ChatReadAck = ChatAckSchema({ unreadTotal: Type.Integer(), unreadVersion: Type.Integer() });
export type ChatReadAck = Static<typeof ChatReadAck>;

/**
 * A user's unread chat total and its version. Totals are computed concurrently (a send raising them,
 * a read clearing them, in any server process) and may arrive in any order; a later change of the
 * total always has a higher version, and equal versions carry equal totals.
 */
export const ChatUnread = Type.Object({ total: Type.Integer(), version: Type.Integer() });
export type ChatUnread = Static<typeof ChatUnread>;
