import dayjs from 'dayjs';
import { DATE_TIME_FORMAT } from '@portal/shared';
import type {
  ChatError,
  ChatErrorCodeValue,
  ChatMessage,
  ChatMsgType,
  ChatSendPayload,
} from '@portal/shared/contract';

/*
 * Pure translations between Easemob's SDK shapes and ours, kept apart from the engine so they can be
 * tested without the SDK. Only the fields we use are declared.
 */

export interface EasemobMessage {
  id: string;
  type: 'txt' | 'img' | 'file' | 'video' | string;
  chatType: 'singleChat' | 'groupChat' | 'chatRoom' | string;
  from?: string;
  to: string;
  msg?: string;
  url?: string;
  filename?: string;
  file_length?: number;
  time: number | string;
  ext?: Record<string, unknown>;
}

export interface EasemobError {
  type?: number;
  message?: string;
  data?: unknown;
}

/** Where an Easemob group lives on our side. */
export interface EasemobGroupRef {
  sysChannelId: number;
  serviceId: number | null;
  groupId: string;
}

const TYPE_FROM_EASEMOB: Record<string, ChatMsgType> = {
  txt: 'text',
  img: 'img',
  file: 'file',
  video: 'video',
};
const TYPE_TO_EASEMOB: Record<ChatMsgType, 'txt' | 'img' | 'file' | 'video'> = {
  text: 'txt',
  img: 'img',
  file: 'file',
  video: 'video',
};

export function formatChatTime(ms: number): string {
  return dayjs(ms).format(DATE_TIME_FORMAT);
}

function stringList(value: unknown): string[] | undefined {
  return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : undefined;
}

/**
 * An Easemob message as one of our chat records. Easemob has no record ids of ours: `id` is 0, so
 * the connection never uses it for `sync`; `msgId` is Easemob's message id.
 */
export function messageFromEasemob(
  msg: EasemobMessage,
  group: EasemobGroupRef | undefined,
): ChatMessage | null {
  const msgType = TYPE_FROM_EASEMOB[msg.type];
  if (!msgType || msg.chatType !== 'groupChat' || !group) return null;
  const time = Number(msg.time) || Date.now();
  const ext = msg.ext ?? {};
  const content = msgType === 'text' ? (msg.msg ?? '') : (msg.url ?? '');
  return {
    id: 0,
    msgId: String(msg.id),
    msgType,
    fromUserId: null,
    fromImUid: msg.from ?? null,
    fromName: typeof ext.fromName === 'string' ? ext.fromName : (msg.from ?? null),
    groupId: group.groupId,
    toUserId: msg.to,
    msgContent: content,
    chatType: 'groupchat',
    createTime: formatChatTime(time),
    time,
    sysChannelId: group.sysChannelId,
    serviceId: group.serviceId,
    ext: {
      remind: stringList(ext.remind),
      isEngineer: ext.isEngineer === true,
      fileName: msg.filename ?? (typeof ext.fileName === 'string' ? ext.fileName : undefined),
      fileSize: msg.file_length,
      origin: 'easemob',
    },
    unreadCount: 0,
  };
}

/** The options of `EC.message.create` for one of our sends into an Easemob group. */
export function sendOptionsForEasemob(payload: ChatSendPayload, imGroupId: string, fromName: string) {
  const type = TYPE_TO_EASEMOB[payload.msgType];
  const ext = { remind: payload.ext?.remind ?? [], fromName, clientId: payload.clientId };
  if (type === 'txt')
    return { type, chatType: 'groupChat' as const, to: imGroupId, msg: payload.msgContent, ext };
  return {
    type,
    chatType: 'groupChat' as const,
    to: imGroupId,
    url: payload.msgContent,
    filename: payload.ext?.fileName ?? '',
    file_length: payload.ext?.fileSize ?? 0,
    body: {
      url: payload.msgContent,
      filename: payload.ext?.fileName ?? '',
      file_length: payload.ext?.fileSize ?? 0,
    },
    ext,
  };
}

/** i18n keys (namespace chat, `errors.`) of SPEC section 8's chat error messages. */
export const EASEMOB_ERROR_KEYS: Record<number, string> = {
  0: 'unknown',
  1: 'loginFailed',
  2: 'wrongPassword',
  17: 'requestFailed',
  28: 'notSignedIn',
  101: 'fileTooLarge',
  204: 'userNotFound',
  206: 'kicked',
  217: 'kicked',
  221: 'notFriend',
  400: 'badRequest',
  504: 'recallLimit',
  507: 'muted',
  219: 'muted',
  508: 'moderation',
  502: 'moderation',
  602: 'notInGroup',
  603: 'permissionDenied',
  605: 'groupMissing',
};

/**
 * A refused login is code 1 whatever the reason; the SDK tells the reasons apart by the token
 * call's error description, which it passes on as the message (SPEC: 密码错误！, 该用户不存在！).
 */
const LOGIN_FAILURE_KEYS: Record<string, string> = {
  'invalid password': 'wrongPassword',
  'user not found': 'userNotFound',
};

/** Code 16 (the SDK noticing its own disconnect) is not an error for the user. */
export const IGNORED_EASEMOB_CODES = new Set([16]);

/**
 * An Easemob error as our ChatError; null when SPEC says to ignore it. `translate` turns an
 * `errors.` key into the user's language.
 */
export function errorFromEasemob(error: EasemobError, translate: (key: string) => string): ChatError | null {
  const code = typeof error.type === 'number' ? error.type : 0;
  if (IGNORED_EASEMOB_CODES.has(code)) return null;
  const key = (code === 1 && LOGIN_FAILURE_KEYS[error.message ?? '']) || EASEMOB_ERROR_KEYS[code];
  const msg = key ? translate(`errors.${key}`) : error.message || translate('errors.unknown');
  return { code: code as ChatErrorCodeValue, msg };
}
