import type { TSchema } from '@sinclair/typebox';
import {
  CHAT_EVENTS,
  CHAT_HEARTBEAT_MS,
  CHAT_SOCKET_PATH,
  type ChatEventEntry,
  type ChatSocketEventName,
} from '@portal/contract';

/*
 * The chat socket protocol as an AsyncAPI 3.0 document, written from the contract's event table
 * (CHAT_EVENTS) and served at GET /api/asyncapi.json. The application it describes is the server:
 * a client event is an operation it receives (with a reply, the socket.io acknowledgement), a server
 * event one it sends. Each operation carries the event's rate budget (`x-rate-budget`, per user) and
 * whether `sync` replays it to a client that was offline (`x-replayed-by-sync`).
 */

const CHANNEL = 'chat';

/** `message:send` -> `messageSend`: AsyncAPI ids are letters, digits, `_` and `-`. */
export const asyncApiId = (event: string) =>
  event.replace(/[^A-Za-z0-9]+(.)/g, (_, next: string) => next.toUpperCase());

/** A TypeBox schema as plain JSON Schema (its symbol keys are TypeBox's own bookkeeping). */
const jsonSchema = (schema: TSchema): Record<string, unknown> => JSON.parse(JSON.stringify(schema));

const channelRef = { $ref: `#/channels/${CHANNEL}` };
const messageRef = (id: string) => ({ $ref: `#/channels/${CHANNEL}/messages/${id}` });

export function chatAsyncApiDocument(version: string) {
  const entries = Object.entries(CHAT_EVENTS) as [ChatSocketEventName, ChatEventEntry][];
  const messages: Record<string, unknown> = {};
  const operations: Record<string, unknown> = {};
  for (const [event, entry] of entries) {
    const id = asyncApiId(event);
    messages[id] = { name: event, title: event, summary: entry.summary, payload: jsonSchema(entry.payload) };
    if (entry.direction === 'client-to-server') {
      const ackId = `${id}Ack`;
      messages[ackId] = {
        name: `${event} ack`,
        title: `${event} acknowledgement`,
        summary:
          '`{ ok: true, ... }`, or `{ ok: false, code, msg }` (`retryAfter` in milliseconds with code 507).',
        payload: jsonSchema(entry.ack),
      };
      operations[id] = {
        action: 'receive',
        channel: channelRef,
        title: event,
        summary: entry.summary,
        messages: [messageRef(id)],
        reply: { channel: channelRef, messages: [messageRef(ackId)] },
        'x-rate-budget': { capacity: entry.budget.capacity, perSecond: entry.budget.perSecond },
        'x-replayed-by-sync': entry.replayedBySync,
      };
    } else {
      operations[id] = {
        action: 'send',
        channel: channelRef,
        title: event,
        summary: entry.summary,
        messages: [messageRef(id)],
        'x-replayed-by-sync': entry.replayedBySync,
      };
    }
  }
  return {
    asyncapi: '3.0.0',
    info: {
      title: 'Service order portal chat socket',
      version,
      description:
        `socket.io 4 on the portal's own origin at path \`${CHAT_SOCKET_PATH}\`. The access token from ` +
        'POST /api/auth/login goes in the handshake auth object (`{ token, lang }`), never in the URL; a ' +
        'refused handshake ends in `connect_error` whose `data` is `{ code: 28, msg }`. Client events are ' +
        'emitted with an acknowledgement callback. Each client event has a token bucket per user ' +
        '(`x-rate-budget`: a burst of `capacity`, refilled at `perSecond`); over it the ack is code 507 ' +
        `with \`retryAfter\`. The server pings every ${CHAT_HEARTBEAT_MS} ms. After any reconnect, ` +
        '`sync` from the highest record id held: only events marked `x-replayed-by-sync` come back that ' +
        'way, the others are live only (`ready` and `unread` are sent again on every connection).',
    },
    defaultContentType: 'application/json',
    servers: {
      portal: {
        host: '{origin}',
        protocol: 'ws',
        pathname: CHAT_SOCKET_PATH,
        title: 'The portal',
        summary: 'socket.io 4 (websocket, or long polling) on the portal itself',
        variables: { origin: { description: "The portal's host (and port), as its web pages are served" } },
        security: [{ $ref: '#/components/securitySchemes/token' }],
      },
    },
    channels: {
      [CHANNEL]: {
        address: '/',
        title: "socket.io's default namespace",
        servers: [{ $ref: '#/servers/portal' }],
        messages: Object.fromEntries(
          Object.keys(messages).map((id) => [id, { $ref: `#/components/messages/${id}` }]),
        ),
      },
    },
    operations,
    components: {
      messages,
      securitySchemes: {
        token: {
          type: 'http',
          scheme: 'bearer',
          description: "The access token, sent as `token` in socket.io's handshake auth object.",
        },
      },
    },
  };
}

export type ChatAsyncApiDocument = ReturnType<typeof chatAsyncApiDocument>;
