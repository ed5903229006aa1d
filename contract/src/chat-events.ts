import { Type, type Static, type TSchema } from '@sinclair/typebox';
import { ChatMemberInfo } from './chat-calls';
import {
  ChatError,
  ChatMessage,
  ChatReadAck,
  ChatReadPayload,
  ChatSendAck,
  ChatSendPayload,
  ChatSyncAck,
  ChatSyncPayload,
  ChatUnread,
} from './chat-socket';

/*
 * Every socket.io event of the chat protocol, both ways, in one table: the server binds its handlers,
 * checks payloads and takes rate budgets from it, `ChatClientEvents` / `ChatServerEvents` (the types
 * of socket.io's Server and of every client) are derived from it, and GET /api/asyncapi.json
 * publishes it as an AsyncAPI 3.0 document.
 */

/** A token bucket per user for one client event: a burst of `capacity`, refilled at `perSecond` a second. */
export interface ChatRateBudget {
  capacity: number;
  perSecond: number;
}

/** A client -> server event: emitted with an acknowledgement callback, within a rate budget per user. */
export interface ChatClientEventEntry {
  direction: 'client-to-server';
  summary: string;
  payload: TSchema;
  ack: TSchema;
  budget: ChatRateBudget;
  /** Client events are served when they arrive; the server keeps none for later. */
  replayedBySync: false;
}

/** A server -> client event. `replayedBySync`: a client that was offline gets it again from `sync`. */
export interface ChatServerEventEntry {
  direction: 'server-to-client';
  summary: string;
  payload: TSchema;
  replayedBySync: boolean;
}

export type ChatEventEntry = ChatClientEventEntry | ChatServerEventEntry;

/** Keeps the entry's literal types (direction and schemas) for the derived event types. */
const chatEvent = <const E extends ChatEventEntry>(entry: E): E => entry;

/**
 * The budgets: a person never meets them (a phone flushing its offline queue sends at most 20
 * messages at once, and a client catching up after a restart pages `sync` a few times); a script in
 * a loop does.
 */
export const CHAT_EVENTS = {
  'message:send': chatEvent({
    direction: 'client-to-server',
    summary:
      'Send a message to a channel. A retried send with the same clientId and content (within 24 hours) is answered with the stored message and `duplicate: true`.',
    payload: ChatSendPayload,
    ack: ChatSendAck,
    budget: { capacity: 20, perSecond: 10 },
    replayedBySync: false,
  }),
  'message:read': chatEvent({
    direction: 'client-to-server',
    summary: 'Mark everything up to and including `msgId` in the channel as read.',
    payload: ChatReadPayload,
    ack: ChatReadAck,
    budget: { capacity: 30, perSecond: 5 },
    replayedBySync: false,
  }),
  sync: chatEvent({
    direction: 'client-to-server',
    summary:
      'The messages of all my channels with a record id above `afterId`, oldest first, at most 500; ask again from the last id while `more`.',
    payload: ChatSyncPayload,
    ack: ChatSyncAck,
    budget: { capacity: 10, perSecond: 1 },
    replayedBySync: false,
  }),
  ready: chatEvent({
    direction: 'server-to-client',
    summary: 'Sent first on every connection: who I am in the chat.',
    payload: Type.Object({ userId: Type.Integer(), imUid: Type.String() }),
    replayedBySync: false,
  }),
  message: chatEvent({
    direction: 'server-to-client',
    summary:
      'A message in one of my channels (not to the socket that sent it: that one has it in its ack), a system message included.',
    payload: ChatMessage,
    replayedBySync: true,
  }),
  read: chatEvent({
    direction: 'server-to-client',
    summary:
      'A member read up to `msgId`; `unreadCounts` gives the new unread count of each affected message (by msgId).',
    payload: Type.Object({
      sysChannelId: Type.Integer(),
      imUid: Type.String(),
      msgId: Type.String(),
      unreadCounts: Type.Record(Type.String(), Type.Integer()),
    }),
    replayedBySync: false,
  }),
  unread: chatEvent({
    direction: 'server-to-client',
    summary:
      'My unread total changed (and once after `ready` on every connection): keep it only if its version is newer than the one held.',
    payload: ChatUnread,
    replayedBySync: false,
  }),
  channel: chatEvent({
    direction: 'server-to-client',
    summary: 'I was added to or removed from a channel.',
    payload: Type.Object({
      sysChannelId: Type.Integer(),
      action: Type.Union([Type.Literal('joined'), Type.Literal('left')]),
    }),
    replayedBySync: false,
  }),
  members: chatEvent({
    direction: 'server-to-client',
    summary:
      "The channel's member list changed (an invitation, an engineer joining or leaving): its members now.",
    payload: Type.Object({ sysChannelId: Type.Integer(), members: Type.Array(ChatMemberInfo) }),
    replayedBySync: false,
  }),
  notice: chatEvent({
    direction: 'server-to-client',
    summary: 'A system notice (e.g. a tracking reminder); it is also in the notice list over HTTP.',
    payload: Type.Object({
      kind: Type.String(),
      serviceId: Type.Optional(Type.Integer()),
      serviceNo: Type.Optional(Type.String()),
      content: Type.Optional(Type.String()),
    }),
    replayedBySync: false,
  }),
  'session:end': chatEvent({
    direction: 'server-to-client',
    summary:
      'The session ended (logout elsewhere, password change): the server disconnects right after; sign in again.',
    payload: ChatError,
    replayedBySync: false,
  }),
};

type Events = typeof CHAT_EVENTS;
export type ChatSocketEventName = keyof Events;
export type ChatClientEventName = {
  [K in ChatSocketEventName]: Events[K]['direction'] extends 'client-to-server' ? K : never;
}[ChatSocketEventName];
export type ChatServerEventName = Exclude<ChatSocketEventName, ChatClientEventName>;

/** Client -> server events; the last argument is the acknowledgement callback. */
export type ChatClientEvents = {
  [K in ChatClientEventName]: (
    payload: Static<Events[K]['payload']>,
    ack: (answer: Events[K] extends { ack: infer A extends TSchema } ? Static<A> : never) => void,
  ) => void;
};

/** Server -> client events. */
export type ChatServerEvents = {
  [K in ChatServerEventName]: (data: Static<Events[K]['payload']>) => void;
};

const names = Object.keys(CHAT_EVENTS) as ChatSocketEventName[];
export const CHAT_CLIENT_EVENT_NAMES = names.filter(
  (name): name is ChatClientEventName => CHAT_EVENTS[name].direction === 'client-to-server',
);
export const CHAT_SERVER_EVENT_NAMES = names.filter(
  (name): name is ChatServerEventName => CHAT_EVENTS[name].direction === 'server-to-client',
);

const byClientEvent = <T>(pick: (entry: ChatClientEventEntry) => T) =>
  Object.fromEntries(CHAT_CLIENT_EVENT_NAMES.map((name) => [name, pick(CHAT_EVENTS[name])]));

/** Each client event's payload schema: the server checks every payload against it. */
export const ChatClientPayloads = byClientEvent((entry) => entry.payload) as {
  [K in ChatClientEventName]: Events[K]['payload'];
};

/** Each client event's budget per user (all of the user's sockets and processes together). */
export const CHAT_EVENT_BUDGETS = byClientEvent((entry) => entry.budget) as Record<
  ChatClientEventName,
  ChatRateBudget
>;
