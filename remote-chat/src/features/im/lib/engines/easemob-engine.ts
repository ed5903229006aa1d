import { call } from '@portal/shared';
import {
  ChatErrorCode,
  routes,
  type ImConfig,
  type ChatReadPayload,
  type ChatSendPayload,
} from '@portal/shared/contract';
import {
  errorFromEasemob,
  formatChatTime,
  messageFromEasemob,
  sendOptionsForEasemob,
  type EasemobError,
  type EasemobGroupRef,
  type EasemobMessage,
} from './easemob-mapping';
import {
  MAX_RECONNECT_ATTEMPTS,
  type ImEngine,
  type ImEngineListener,
  type ImSendAnswer,
  type ImEngineOptions,
} from './im-engine';

export interface EasemobIdentity {
  imUid: string;
  imPwd: string;
  name: string;
}

export interface EasemobDirectory {
  byGroup(imGroupId: string): EasemobGroupRef | undefined;
  groupOf(sysChannelId: number): string | undefined;
}

interface EasemobConnection {
  addEventHandler(id: string, handlers: Record<string, (arg: never) => void>): void;
  removeEventHandler(id: string): void;
  open(options: { user: string; pwd: string }): Promise<unknown>;
  close(): void;
  send(message: unknown): Promise<{ serverMsgId?: string; localMsgId?: string }>;
  isOpened?(): boolean;
}

/** The part of the SDK's default export we use. */
export interface EasemobSdk {
  connection: new (options: Record<string, unknown>) => EasemobConnection;
  message: { create(options: Record<string, unknown>): unknown };
}

type LoadSdk = () => Promise<EasemobSdk>;

const loadEasemob: LoadSdk = async () => {
  const mod = (await import(/* webpackChunkName: "easemob" */ 'easemob-websdk')) as unknown as {
    default?: EasemobSdk;
  } & EasemobSdk;
  return mod.default ?? mod;
};

const HANDLER_ID = 'portal-im';

/**
 * The Easemob engine: logs in with the user's imUid / imPwd and the configured app key, maps the
 * SDK's events and error codes onto ours. The SDK (634 KB) is imported only when this engine is used.
 */
export function createEasemobEngine(
  listener: ImEngineListener,
  options: ImEngineOptions & {
    config: NonNullable<ImConfig['easemob']>;
    identity(): EasemobIdentity | null;
    directory: EasemobDirectory;
    translate(key: string): string;
  },
  loadSdk: LoadSdk = loadEasemob,
): ImEngine {
  let sdk: EasemobSdk | null = null;
  let conn: EasemobConnection | null = null;
  let opened = false;
  let closing = false;

  function onMessage(raw: EasemobMessage): void {
    const message = messageFromEasemob(raw, options.directory.byGroup(raw.to));
    if (message) listener.message(message, false);
  }

  function onError(error: EasemobError): void {
    const mapped = errorFromEasemob(error, options.translate);
    if (mapped) listener.error(mapped);
  }

  async function open(): Promise<void> {
    const identity = options.identity();
    if (!identity) {
      listener.status('offline');
      return;
    }
    listener.status('connecting');
    try {
      sdk ??= await loadSdk();
    } catch {
      listener.status('offline');
      listener.error({ code: ChatErrorCode.unknown, msg: options.translate('errors.unknown') });
      return;
    }
    if (closing) return;
    const { appKey, url, apiUrl } = options.config;
    conn = new sdk.connection({
      appKey,
      url,
      apiUrl,
      isHttpDNS: false,
      autoReconnectNumMax: MAX_RECONNECT_ATTEMPTS,
    });
    conn.addEventHandler(HANDLER_ID, {
      onConnected: () => {
        opened = true;
        listener.status('online');
      },
      // The SDK lost its socket and is trying again by itself (at most autoReconnectNumMax times).
      onReconnecting: () => {
        opened = false;
        listener.status('connecting');
      },
      onDisconnected: () => {
        opened = false;
        listener.status(closing ? 'offline' : 'dropped');
      },
      onTextMessage: onMessage,
      onImageMessage: onMessage,
      onFileMessage: onMessage,
      onVideoMessage: onMessage,
      onError: onError,
    });
    try {
      await conn.open({ user: identity.imUid, pwd: identity.imPwd });
    } catch (error) {
      listener.status('offline');
      onError(error as EasemobError);
    }
  }

  return {
    kind: 'easemob',
    connect() {
      closing = false;
      if (!conn) void open();
    },
    reconnect() {
      if (opened) return;
      closing = false;
      conn?.removeEventHandler(HANDLER_ID);
      conn?.close();
      conn = null;
      void open();
    },
    disconnect() {
      closing = true;
      conn?.removeEventHandler(HANDLER_ID);
      conn?.close();
      conn = null;
      opened = false;
      listener.status('offline');
    },
    async send(payload: ChatSendPayload): Promise<ImSendAnswer> {
      const imGroupId = options.directory.groupOf(payload.sysChannelId);
      const identity = options.identity();
      if (!identity)
        return { ok: false, code: ChatErrorCode.notSignedIn, msg: options.translate('errors.notSignedIn') };
      if (!conn || !sdk || !opened)
        return {
          ok: false,
          unsent: true,
          code: ChatErrorCode.notSignedIn,
          msg: options.translate('errors.notSignedIn'),
        };
      if (!imGroupId)
        return { ok: false, code: ChatErrorCode.groupMissing, msg: options.translate('errors.groupMissing') };
      try {
        const result = await conn.send(
          sdk.message.create(sendOptionsForEasemob(payload, imGroupId, identity.name)),
        );
        const time = Date.now();
        const group = options.directory.byGroup(imGroupId);
        return {
          ok: true,
          message: {
            id: 0,
            msgId: String(result.serverMsgId ?? result.localMsgId ?? payload.clientId),
            clientId: payload.clientId,
            msgType: payload.msgType,
            fromUserId: null,
            fromImUid: identity.imUid,
            fromName: identity.name,
            groupId: group?.groupId ?? imGroupId,
            toUserId: imGroupId,
            msgContent: payload.msgContent,
            chatType: 'groupchat',
            createTime: formatChatTime(time),
            time,
            sysChannelId: payload.sysChannelId,
            serviceId: group?.serviceId ?? null,
            ext: { ...payload.ext, origin: 'easemob' },
            unreadCount: 0,
          },
        };
      } catch (error) {
        const mapped = errorFromEasemob(error as EasemobError, options.translate);
        return {
          ok: false,
          code: mapped?.code ?? ChatErrorCode.unknown,
          msg: mapped?.msg ?? options.translate('errors.unknown'),
        };
      }
    },
    async markRead(payload: ChatReadPayload) {
      const identity = options.identity();
      if (!identity)
        return { ok: false, code: ChatErrorCode.notSignedIn, msg: options.translate('errors.notSignedIn') };
      try {
        const { unreadTotal, unreadVersion } = await call(
          routes.chatMessageRead,
          { body: { ...payload, imUid: identity.imUid } },
          { silent: true },
        );
        return { ok: true, unreadTotal, unreadVersion };
      } catch {
        return { ok: false, code: ChatErrorCode.unknown, msg: options.translate('errors.unknown') };
      }
    },
    connections() {
      return opened ? 1 : 0;
    },
  };
}
