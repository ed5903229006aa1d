import { i18n } from '@portal/shared';
import '../../../../locales';
import type { ChatMessageRead, ChatMessageReadBody } from '@portal/shared/contract';
import { stubRoutes } from '@portal/shared/src/testing';
import { createEasemobEngine, type EasemobSdk } from './easemob-engine';
import type { ImEngineListener } from './im-engine';

// The reads the engine reported to the server (the API is stubbed at the HTTP level).
const postMessageRead = jest.fn<
  Promise<Pick<ChatMessageRead, 'unreadTotal' | 'unreadVersion'>>,
  [ChatMessageReadBody]
>();
let restore: () => void;
beforeEach(() => {
  restore = stubRoutes({ chatMessageRead: ({ body }) => postMessageRead(body) });
});
afterEach(() => restore());

type Handlers = Record<string, (arg?: unknown) => void>;

/** The SDK's surface as the engine uses it, recording what it is asked. */
function fakeSdk() {
  const made: Array<{
    options: Record<string, unknown>;
    handlers: Handlers;
    opened?: unknown;
    sent: unknown[];
  }> = [];
  const sdk: EasemobSdk = {
    connection: class {
      private readonly entry;
      constructor(options: Record<string, unknown>) {
        this.entry = { options, handlers: {} as Handlers, sent: [] as unknown[] };
        made.push(this.entry);
      }
      addEventHandler(_id: string, handlers: Handlers) {
        Object.assign(this.entry.handlers, handlers);
      }
      removeEventHandler() {}
      open(options: unknown) {
        (this.entry as { opened?: unknown }).opened = options;
        return Promise.resolve({});
      }
      close() {}
      send(message: unknown) {
        this.entry.sent.push(message);
        return Promise.resolve({ serverMsgId: 'srv-1' });
      }
    } as unknown as EasemobSdk['connection'],
    message: { create: (options) => ({ created: options }) },
  };
  return { sdk, made };
}

function listener() {
  const events: Array<[string, unknown]> = [];
  const on = (name: string) => (arg: unknown) => events.push([name, arg]);
  const l: ImEngineListener = {
    status: on('status'),
    message: on('message'),
    synced: on('synced'),
    read: on('read'),
    members: on('members'),
    unread: on('unread'),
    channel: on('channel'),
    notice: on('notice'),
    ready: on('ready'),
    error: on('error'),
    ended: on('ended'),
  };
  return { l, events };
}

const flush = () => new Promise((r) => setTimeout(r, 0));

function engineWith(sdk: EasemobSdk, l: ImEngineListener) {
  return createEasemobEngine(
    l,
    {
      token: () => 't',
      lastSeenId: () => 0,
      config: { appKey: 'org#app', url: 'ws://127.0.0.1:1/ws', apiUrl: 'http://127.0.0.1:1' },
      identity: () => ({ imUid: 'u-me', imPwd: 'pw', name: '我' }),
      directory: {
        byGroup: (id) => (id === 'eg-1' ? { sysChannelId: 7, serviceId: 3, groupId: 'svc_SO3' } : undefined),
        groupOf: (id) => (id === 7 ? 'eg-1' : undefined),
      },
      translate: (key) => i18n.t(key, { ns: 'chat', lng: 'zh_CN' }),
    },
    async () => sdk,
  );
}

test('logs in with the app key, imUid and imPwd; connection events become statuses', async () => {
  const { sdk, made } = fakeSdk();
  const { l, events } = listener();
  const engine = engineWith(sdk, l);
  engine.connect();
  await flush();
  expect(made[0].options).toMatchObject({
    appKey: 'org#app',
    apiUrl: 'http://127.0.0.1:1',
    isHttpDNS: false,
    autoReconnectNumMax: 2,
  });
  expect(made[0].opened).toEqual({ user: 'u-me', pwd: 'pw' });
  made[0].handlers.onConnected();
  made[0].handlers.onDisconnected();
  expect(events.filter(([n]) => n === 'status').map(([, s]) => s)).toEqual([
    'connecting',
    'online',
    'dropped',
  ]);
  expect(engine.connections()).toBe(0);
});

test('group messages map onto ours; errors onto SPEC 8 messages, 16 ignored', async () => {
  const { sdk, made } = fakeSdk();
  const { l, events } = listener();
  engineWith(sdk, l).connect();
  await flush();
  made[0].handlers.onTextMessage({
    id: 'e1',
    type: 'txt',
    chatType: 'groupChat',
    from: 'eng',
    to: 'eg-1',
    msg: '你好',
    time: 5,
  });
  made[0].handlers.onImageMessage({
    id: 'e2',
    type: 'img',
    chatType: 'groupChat',
    from: 'eng',
    to: 'eg-1',
    url: 'https://x/p.png',
    time: 6,
  });
  made[0].handlers.onTextMessage({
    id: 'e3',
    type: 'txt',
    chatType: 'groupChat',
    from: 'eng',
    to: 'unknown',
    msg: 'x',
    time: 7,
  });
  made[0].handlers.onError({ type: 16 });
  made[0].handlers.onError({ type: 602 });
  const messages = events.filter(([n]) => n === 'message').map(([, m]) => m);
  expect(messages).toMatchObject([
    { msgId: 'e1', msgType: 'text', msgContent: '你好', sysChannelId: 7 },
    { msgId: 'e2', msgType: 'img', msgContent: 'https://x/p.png', sysChannelId: 7 },
  ]);
  expect(events.filter(([n]) => n === 'error').map(([, e]) => e)).toEqual([{ code: 602, msg: '不在该群中' }]);
});

test('sends into the Easemob group of the channel; read marks go to the portal', async () => {
  const { sdk, made } = fakeSdk();
  const { l } = listener();
  const engine = engineWith(sdk, l);
  engine.connect();
  await flush();
  made[0].handlers.onConnected();
  const ack = await engine.send({
    clientId: 'c1',
    sysChannelId: 7,
    msgType: 'text',
    msgContent: 'hi',
    ext: { remind: ['a'] },
  });
  expect(made[0].sent).toEqual([
    {
      created: {
        type: 'txt',
        chatType: 'groupChat',
        to: 'eg-1',
        msg: 'hi',
        ext: { remind: ['a'], fromName: '我', clientId: 'c1' },
      },
    },
  ]);
  expect(ack).toMatchObject({
    ok: true,
    message: { msgId: 'srv-1', clientId: 'c1', sysChannelId: 7, fromImUid: 'u-me' },
  });
  await expect(
    engine.send({ clientId: 'c2', sysChannelId: 99, msgType: 'text', msgContent: 'x' }),
  ).resolves.toEqual({
    ok: false,
    code: 605,
    msg: '群聊不存在',
  });

  jest.mocked(postMessageRead).mockResolvedValue({ unreadTotal: 2, unreadVersion: 9 });
  await expect(engine.markRead({ sysChannelId: 7, msgId: 'srv-1' })).resolves.toEqual({
    ok: true,
    unreadTotal: 2,
    unreadVersion: 9,
  });
  expect(postMessageRead).toHaveBeenCalledWith({ sysChannelId: 7, msgId: 'srv-1', imUid: 'u-me' });
});
