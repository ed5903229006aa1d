import { Type, type Static } from '@sinclair/typebox';
import { Nullable } from './answer-types';
import { BigId, Id, Int32 } from './integers';
import { Text } from './strings';
import { CHAT_CHANNEL_PAGE_SIZE, CHAT_HISTORY_PAGE_SIZE, ChatMessage } from './chat-socket';

/*
 * The chat calls of SPEC section 7 (REST, under /api) with the field names of SPEC section 3. The
 * socket protocol is in chat-socket.ts; server/README.md describes both.
 */

const ImUid = Text(64, { minLength: 1 });

/** POST /sys/im/get/user/channel/page: my channels (members.uid = me, deleted false), newest activity first. */
export const ChatChannelPageBody = Type.Object({
  current: Int32({ minimum: 1, default: 1 }),
  size: Int32({ minimum: 1, maximum: CHAT_CHANNEL_PAGE_SIZE, default: CHAT_CHANNEL_PAGE_SIZE }),
  /** Substring of the channel's name (trimmed; blank = all). */
  toName: Type.Optional(Text(100)),
});
export type ChatChannelPageBody = Static<typeof ChatChannelPageBody>;

/**
 * POST /sys/im/get/user/chat/record: a channel's history, newest first, CHAT_HISTORY_PAGE_SIZE a page.
 * `toUserId` is the channel's chatId (a group) or the other member's imUid (a 1:1 chat).
 */
export const ChatHistoryBody = Type.Object({
  current: Int32({ minimum: 1, default: 1 }),
  size: Int32({ minimum: 1, maximum: 100, default: CHAT_HISTORY_PAGE_SIZE }),
  toUserId: Text(100, { minLength: 1 }),
  /** Only the records of this sender (user id). */
  fromUserId: Type.Optional(Id),
  chatType: Type.Optional(Type.Union([Type.Literal('chat'), Type.Literal('groupchat')])),
  /** Only records with a smaller id (stable paging while new messages arrive). */
  beforeId: Type.Optional(BigId),
});
export type ChatHistoryBody = Static<typeof ChatHistoryBody>;

/** POST /sys/im/add/group: a group chat; with `serviceId` the order's group (created once, the uids invited). */
export const ChatAddGroupBody = Type.Object({
  name: Type.Optional(Text(100, { minLength: 1 })),
  serviceId: Type.Optional(Id),
  uidList: Type.Array(ImUid, { maxItems: 200, default: [] }),
});
export type ChatAddGroupBody = Static<typeof ChatAddGroupBody>;

/** POST /sys/im/batch/join/group: invite on-the-job staff who are not yet members. */
export const ChatBatchJoinBody = Type.Object({
  uidList: Type.Array(ImUid, { minItems: 1, maxItems: 200 }),
  sysChannelId: Id,
});
export type ChatBatchJoinBody = Static<typeof ChatBatchJoinBody>;

/** POST /sys/im/message/read: the caller (imUid) read the channel up to and including msgId. */
export const ChatMessageReadBody = Type.Object({
  sysChannelId: Id,
  imUid: ImUid,
  msgId: Text(64, { minLength: 1 }),
});
export type ChatMessageReadBody = Static<typeof ChatMessageReadBody>;

/** POST /sys/im/get/one/channel/info: one channel by `id` (sysChannelId) or `channelId` (chatId). */
export const ChatOneChannelBody = Type.Object({
  id: Type.Optional(Id),
  channelId: Type.Optional(Text(100, { minLength: 1 })),
});
export type ChatOneChannelBody = Static<typeof ChatOneChannelBody>;

/** GET /sys/im/v2/channel/simple/info: by `id` (sysChannelId) or by `serviceId` (the order's group). */
export const ChatSimpleInfoQuery = Type.Object({
  id: Type.Optional(Id),
  serviceId: Type.Optional(Id),
});
export type ChatSimpleInfoQuery = Static<typeof ChatSimpleInfoQuery>;

/** POST /sys/im/add/chat/channel: the 1:1 chat with `uid` (found, or created on first send). */
export const ChatAddChatChannelBody = Type.Object({ uid: ImUid });
export type ChatAddChatChannelBody = Static<typeof ChatAddChatChannelBody>;

/** GET /sys/im/get/sys/user/info?imUid= */
export const ChatSysUserQuery = Type.Object({ imUid: ImUid });
export type ChatSysUserQuery = Static<typeof ChatSysUserQuery>;

/** POST /sys/im/get/group/chat/img?toUser= : the images of a channel (toUser = sysChannelId or chatId). */
export const ChatGroupImgQuery = Type.Object({ toUser: Text(100, { minLength: 1 }) });
export type ChatGroupImgQuery = Static<typeof ChatGroupImgQuery>;

/** GET /sys/im/message/read/status: each member's read status of one message (the member drawer). */
export const ChatReadStatusQuery = Type.Object({ sysChannelId: Id, msgId: Text(64, { minLength: 1 }) });
export type ChatReadStatusQuery = Static<typeof ChatReadStatusQuery>;

const ChatType = Type.Union([Type.Literal('chat'), Type.Literal('groupchat')]);

/** A channel member (SPEC section 3 membersInfo); engineers have the type 工程师. */
export const ChatMemberInfo = Type.Object({
  id: Type.Integer(),
  uid: Type.String(),
  name: Type.String(),
  avatar: Nullable(Type.String()),
  type: Type.String(),
});
export type ChatMemberInfo = Static<typeof ChatMemberInfo>;

/** A channel as the session list shows it (SPEC section 3's channel and session fields). */
export const ChatChannel = Type.Object({
  id: Type.Integer(),
  channelId: Type.String(),
  type: ChatType,
  owner: Nullable(Type.Integer()),
  /** My imUid. */
  fromUser: Type.String(),
  /** The chatId (group) or the other member's imUid (1:1). */
  toUser: Type.String(),
  /** The group's name, or the other member's name (1:1). */
  toName: Type.String(),
  avatar: Nullable(Type.String()),
  unreadNum: Type.Integer(),
  /** Epoch ms of the channel's last activity. */
  time: Type.Integer(),
  deleted: Type.Boolean(),
  imGroupId: Nullable(Type.String()),
  serviceId: Nullable(Type.Integer()),
  serviceNo: Nullable(Type.String()),
  serviceStatus: Nullable(Type.String()),
  serviceAppointmentTime: Nullable(Type.String()),
  serviceType: Nullable(Type.Union([Type.Literal('son'), Type.Literal('other')])),
  projectId: Nullable(Type.Integer()),
  projectName: Nullable(Type.String()),
  serviceContentId: Nullable(Type.Integer()),
  isLackReceipt: Nullable(Type.Boolean()),
  members: Type.Array(ChatMemberInfo),
  lastMessage: Nullable(ChatMessage),
});
export type ChatChannel = Static<typeof ChatChannel>;

export const ChatSimpleInfo = Type.Object({
  ...Type.Pick(ChatChannel, ['id', 'channelId', 'type', 'serviceId', 'serviceNo']).properties,
  name: Type.String(),
});
export type ChatSimpleInfo = Static<typeof ChatSimpleInfo>;

export const ChatReadStatus = Type.Object({
  ...Type.Omit(ChatMemberInfo, ['id']).properties,
  status: Type.Union([Type.Literal('read'), Type.Literal('unRead')]),
});
export type ChatReadStatus = Static<typeof ChatReadStatus>;

export const ChatGroupImage = Type.Object({
  id: Type.Integer(),
  msgId: Type.String(),
  url: Type.String(),
  fileName: Nullable(Type.String()),
  fromName: Nullable(Type.String()),
  createTime: Type.String(),
  time: Type.Integer(),
});
export type ChatGroupImage = Static<typeof ChatGroupImage>;

export const ChatSysUser = Type.Object({
  id: Type.Integer(),
  imUid: Type.String(),
  name: Type.String(),
  avatar: Nullable(Type.String()),
  authority: Type.String(),
});
export type ChatSysUser = Static<typeof ChatSysUser>;

/** POST /sys/im/message/read's answer: what the `read` event tells the members, and my new unread total. */
export const ChatMessageRead = Type.Object({
  sysChannelId: Type.Integer(),
  imUid: Type.String(),
  msgId: Type.String(),
  /** The new unread count of each message whose count changed. */
  unreadCounts: Type.Record(Type.String(), Type.Integer()),
  unreadTotal: Type.Integer(),
  unreadVersion: Type.Integer(),
});
export type ChatMessageRead = Static<typeof ChatMessageRead>;

/** GET /sys/im/config: Easemob when the server names an app key (null: this server's gateway). */
export const ImConfig = Type.Object({
  /** The portal's time zone (APP_TIMEZONE): chat times are shown in it, like every other time. */
  timeZone: Type.Optional(Type.String()),
  easemob: Type.Optional(
    Nullable(
      Type.Object({
        appKey: Type.String(),
        url: Type.Optional(Type.String()),
        apiUrl: Type.Optional(Type.String()),
      }),
    ),
  ),
});
export type ImConfig = Static<typeof ImConfig>;

/** POST /sys/im/batch/join/group's answer: the members added. */
export const ChatJoined = Type.Array(
  Type.Object({ id: Type.Integer(), uid: Type.String(), name: Type.String() }),
);
