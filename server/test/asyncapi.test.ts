import fs from 'node:fs';
import path from 'node:path';
import { Type, type TSchema } from '@sinclair/typebox';
import { Value } from '@sinclair/typebox/value';
import {
  CHAT_CLIENT_EVENT_NAMES,
  CHAT_EVENTS,
  CHAT_SERVER_EVENT_NAMES,
  type ChatMessage,
} from '@portal/contract';
import { EVENT_BUDGETS } from '../src/modules/chat/rate-limit';
import { createTestApp, login, bearer, type TestApp } from './helpers/test-app';
import { baseUrl, connectChat, type ChatClient } from './helpers/chat-client';

/**
 * The chat socket protocol as AsyncAPI 3.0: served to anyone, a well-formed AsyncAPI 3.0 document,
 * and one with the gateway: the client events it documents are the ones the server binds on a
 * socket, the server events the ones a client receives from it, with the budgets the server limits by.
 *
 * No AsyncAPI validator package is used (the official parser brings a linter and dozens of
 * packages); the document's structure is checked against the schema below, written from the
 * AsyncAPI 3.0.0 specification for the parts this document uses, and every `$ref` must resolve.
 */

const Id = Type.String({ pattern: '^[A-Za-z0-9_\\-]+$' });
const Ref = Type.Object({ $ref: Type.String({ pattern: '^#/' }) }, { additionalProperties: false });
/** AsyncAPI objects take only their own fields and extensions (`x-…`); the check drops the extensions first. */
const Open = (properties: Parameters<typeof Type.Object>[0]) =>
  Type.Object(properties, { additionalProperties: false });
const EXTENSION = /^x-[\w.-]+$/;
function withoutExtensions(node: unknown): unknown {
  if (!node || typeof node !== 'object') return node;
  if (Array.isArray(node)) return node.map(withoutExtensions);
  return Object.fromEntries(
    Object.entries(node)
      .filter(([key]) => !EXTENSION.test(key))
      .map(([key, value]) => [key, key === 'payload' ? value : withoutExtensions(value)]),
  );
}
const Schema = Type.Object({ type: Type.Optional(Type.Union([Type.String(), Type.Array(Type.String())])) });
const Message = Open({
  name: Type.Optional(Type.String()),
  title: Type.Optional(Type.String()),
  summary: Type.Optional(Type.String()),
  description: Type.Optional(Type.String()),
  contentType: Type.Optional(Type.String()),
  payload: Schema,
});
const Reply = Open({
  address: Type.Optional(Ref),
  channel: Type.Optional(Ref),
  messages: Type.Optional(Type.Array(Ref)),
});
const Operation = Open({
  action: Type.Union([Type.Literal('send'), Type.Literal('receive')]),
  channel: Ref,
  title: Type.Optional(Type.String()),
  summary: Type.Optional(Type.String()),
  description: Type.Optional(Type.String()),
  messages: Type.Optional(Type.Array(Ref)),
  reply: Type.Optional(Reply),
});
const Channel = Open({
  address: Type.Union([Type.String(), Type.Null()]),
  title: Type.Optional(Type.String()),
  summary: Type.Optional(Type.String()),
  description: Type.Optional(Type.String()),
  servers: Type.Optional(Type.Array(Ref)),
  messages: Type.Record(Id, Type.Union([Ref, Message])),
});
const Server = Open({
  host: Type.String({ minLength: 1 }),
  protocol: Type.String({ minLength: 1 }),
  protocolVersion: Type.Optional(Type.String()),
  pathname: Type.Optional(Type.String({ pattern: '^/' })),
  title: Type.Optional(Type.String()),
  summary: Type.Optional(Type.String()),
  description: Type.Optional(Type.String()),
  variables: Type.Optional(
    Type.Record(
      Id,
      Open({ description: Type.Optional(Type.String()), default: Type.Optional(Type.String()) }),
    ),
  ),
  security: Type.Optional(Type.Array(Ref)),
});
const SecurityScheme = Open({
  type: Type.Union(
    [
      'userPassword',
      'apiKey',
      'X509',
      'symmetricEncryption',
      'asymmetricEncryption',
      'httpApiKey',
      'http',
      'oauth2',
      'openIdConnect',
      'plain',
      'scramSha256',
      'scramSha512',
      'gssapi',
    ].map((type) => Type.Literal(type)),
  ),
  description: Type.Optional(Type.String()),
  scheme: Type.Optional(Type.String()),
  bearerFormat: Type.Optional(Type.String()),
});
const AsyncApi3 = Open({
  asyncapi: Type.Literal('3.0.0'),
  id: Type.Optional(Type.String()),
  info: Open({
    title: Type.String({ minLength: 1 }),
    version: Type.String({ minLength: 1 }),
    description: Type.Optional(Type.String()),
  }),
  defaultContentType: Type.Optional(Type.String()),
  servers: Type.Optional(Type.Record(Id, Server)),
  channels: Type.Optional(Type.Record(Id, Channel)),
  operations: Type.Optional(Type.Record(Id, Operation)),
  components: Type.Optional(
    Open({
      messages: Type.Optional(Type.Record(Id, Message)),
      securitySchemes: Type.Optional(Type.Record(Id, SecurityScheme)),
    }),
  ),
});

interface Document {
  asyncapi: string;
  channels: Record<string, { messages: Record<string, { $ref: string }> }>;
  operations: Record<
    string,
    {
      action: 'send' | 'receive';
      channel: { $ref: string };
      messages: { $ref: string }[];
      reply?: { channel: { $ref: string }; messages: { $ref: string }[] };
      'x-rate-budget'?: { capacity: number; perSecond: number };
      'x-replayed-by-sync': boolean;
    }
  >;
  components: { messages: Record<string, { name: string; payload: unknown }> };
}

/** The value a local `$ref` points to, or undefined. */
function resolve(document: unknown, ref: string): unknown {
  return ref
    .slice(2)
    .split('/')
    .reduce<unknown>(
      (node, key) => (node && typeof node === 'object' ? (node as Record<string, unknown>)[key] : undefined),
      document,
    );
}
function refsOf(node: unknown): string[] {
  if (!node || typeof node !== 'object') return [];
  if (Array.isArray(node)) return node.flatMap(refsOf);
  return Object.entries(node).flatMap(([key, value]) =>
    key === '$ref' && typeof value === 'string' ? [value] : refsOf(value),
  );
}
/** The socket.io event name of a message reference (through the channel to the component). */
const eventOf = (document: Document, ref: { $ref: string }) => {
  const viaChannel = resolve(document, ref.$ref) as { $ref: string };
  return (resolve(document, viaChannel.$ref) as { name: string }).name;
};

let t: TestApp;
let document: Document;
const clients: ChatClient[] = [];
beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const response = await t.app.inject({ method: 'GET', url: '/api/asyncapi.json' });
  expect(response.statusCode).toBe(200);
  document = response.json<Document>();
});
afterAll(async () => {
  for (const client of clients) client.close();
  await t?.close();
});

describe('AsyncAPI document of the chat socket', () => {
  it('is served without sign-in as JSON that no cache keeps unchecked', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/asyncapi.json' });
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.headers['cache-control']).toBe('no-cache');
    const signedIn = await t.app.inject({
      method: 'GET',
      url: '/api/asyncapi.json',
      headers: bearer(await login(t.app, 'admin')),
    });
    expect(signedIn.json()).toEqual(document);
  });

  it('is a well-formed AsyncAPI 3.0 document whose references all resolve', () => {
    const checked = withoutExtensions(document);
    expect([...Value.Errors(AsyncApi3, checked)].map((e) => `${e.path}: ${e.message}`)).toEqual([]);
    const refs = refsOf(document);
    expect(refs.length).toBeGreaterThan(30);
    expect(refs.filter((ref) => resolve(document, ref) === undefined)).toEqual([]);
    // An operation's messages (and its reply's) are messages of its channel (AsyncAPI 3.0, Operation Object).
    for (const [id, operation] of Object.entries(document.operations)) {
      const channel = operation.channel.$ref;
      for (const message of [...operation.messages, ...(operation.reply?.messages ?? [])])
        expect({ id, message: message.$ref.startsWith(`${channel}/messages/`) }).toEqual({
          id,
          message: true,
        });
    }
  });

  it('rejects what AsyncAPI 3.0 does not allow (the structural check can fail)', () => {
    const broken = structuredClone(document) as unknown as Record<string, unknown>;
    expect(Value.Check(AsyncApi3, { ...broken, asyncapi: '2.6.0' })).toBe(false);
    expect(
      Value.Check(AsyncApi3, {
        ...broken,
        operations: { x: { action: 'publish', channel: { $ref: '#/channels/chat' } } },
      }),
    ).toBe(false);
    expect(
      Value.Check(AsyncApi3, { ...broken, channels: { 'bad id': { address: '/', messages: {} } } }),
    ).toBe(false);
    expect(Value.Check(AsyncApi3, { ...broken, unknownField: 1 })).toBe(false);
  });

  it('documents exactly the client events the gateway binds on a socket, with its budgets', async () => {
    const client = await connectChat(baseUrl(t.app), await login(t.app, 'admin'));
    clients.push(client);
    await client.next('ready');
    const serverSocket = t.app.im.io.of('/').sockets.get(client.socket.id!)!;
    const reserved = new Set(['connect', 'connect_error', 'disconnect', 'disconnecting', 'error']);
    const bound = serverSocket
      .eventNames()
      .map(String)
      .filter((name) => !reserved.has(name));

    const received = Object.values(document.operations).filter((operation) => operation.action === 'receive');
    const documented = received.map((operation) => eventOf(document, operation.messages[0]));
    expect([...bound].sort()).toEqual([...documented].sort());
    expect(documented).toEqual(CHAT_CLIENT_EVENT_NAMES);
    for (const operation of received) {
      const event = eventOf(document, operation.messages[0]) as keyof typeof EVENT_BUDGETS;
      expect(operation['x-rate-budget']).toEqual(EVENT_BUDGETS[event]);
      expect(operation.reply?.messages.map((ref) => eventOf(document, ref))).toEqual([`${event} ack`]);
    }
  });

  it('documents exactly the server events a client receives from the gateway', async () => {
    const token = await login(t.app, 'admin');
    const uid = (await t.app.inject({ url: '/api/order/user/detail', headers: bearer(token) })).json().data
      .id;
    const client = await connectChat(baseUrl(t.app), token);
    clients.push(client);
    // Every event the client received: those taken below and those left unread in `received`.
    const names = new Set<string>();
    const payloadOf = async (event: string) => {
      const { data } = await client.next(event);
      names.add(event);
      return data;
    };
    const check = (event: keyof typeof CHAT_EVENTS, data: unknown) =>
      expect([...Value.Errors(CHAT_EVENTS[event].payload as TSchema, data)].map((e) => e.path)).toEqual([]);
    check('ready', await payloadOf('ready'));
    check('unread', await payloadOf('unread'));
    // Every other server event, through the gateway's own delivery.
    const sysChannelId = 900001;
    await t.app.im.joined(sysChannelId, [uid]);
    check('channel', await payloadOf('channel'));
    await t.app.im.publish({
      userIds: [],
      message: { type: 'members', sysChannelId, members: [] },
    });
    await payloadOf('members');
    await t.app.im.publish({
      userIds: [uid],
      message: { type: 'read', sysChannelId, imUid: 'im_x', msgId: 'm1', unreadCounts: { m1: 0 } },
    });
    await payloadOf('read');
    const message = {
      id: 1,
      msgId: 'm1',
      msgType: 'text',
      msgContent: '你好',
      sysChannelId,
    } as Partial<ChatMessage>;
    await t.app.im.publish({ userIds: [uid], message: { type: 'chat', ...message } });
    await payloadOf('message');
    await t.app.im.publish({
      userIds: [uid],
      message: { type: 'notice', kind: 'trackReminder', serviceId: 1 },
    });
    check('notice', await payloadOf('notice'));
    await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: bearer(token) });
    check('session:end', await payloadOf('session:end'));
    for (const { event } of client.received) names.add(event);

    const sent = Object.values(document.operations).filter((operation) => operation.action === 'send');
    const documented = sent.map((operation) => eventOf(document, operation.messages[0]));
    expect(documented).toEqual(CHAT_SERVER_EVENT_NAMES);
    expect([...names].filter((name) => !documented.includes(name))).toEqual([]);
    // Each of them was received above, through the gateway.
    expect(documented.filter((name) => !names.has(name))).toEqual([]);
    // Only messages come back through `sync`.
    expect(
      sent
        .filter((operation) => operation['x-replayed-by-sync'])
        .map((o) => eventOf(document, o.messages[0])),
    ).toEqual(['message']);
  });

  it('is what server/README.md describes: every event, and each client event with its budget', () => {
    const readme = fs.readFileSync(path.join(__dirname, '..', 'README.md'), 'utf8');
    const section = readme.slice(readme.indexOf('## Chat socket protocol'));
    for (const name of CHAT_SERVER_EVENT_NAMES)
      expect({ name, found: section.includes(`| \`${name}\``) }).toEqual({ name, found: true });
    for (const name of CHAT_CLIENT_EVENT_NAMES) {
      const { capacity, perSecond } = CHAT_EVENTS[name].budget;
      const row = new RegExp(`\\| \`${name}\` +\\| [^\\n]*\\| ${capacity} +\\| ${perSecond} a second`);
      expect({ name, row: row.test(section) }).toEqual({ name, row: true });
    }
  });
});
