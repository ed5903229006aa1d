import type {
  ChatChannel,
  ChatGroupImage,
  ChatMemberInfo,
  OrderHeading,
  StaffOrderDetail,
} from '@portal/shared/contract';

/** A member of a session: the server's member, and how far they read once a `read` event said so. */
export type ChatMember = ChatMemberInfo & { lastReadId?: number };

/** One session of the session list: the server's channel, kept up to date by live messages and reads. */
export type ChatSession = Pick<
  ChatChannel,
  | 'id'
  | 'channelId'
  | 'type'
  | 'toName'
  | 'avatar'
  | 'unreadNum'
  | 'time'
  | 'serviceId'
  | 'serviceNo'
  | 'imGroupId'
> & {
  /** The last message's type and text (the channel's `lastMessage`, then each live one). */
  lastMsg: { msgType: string; msgContent: string; ext?: unknown } | null;
  /** The channel's `members`. */
  membersInfo: ChatMember[];
};

/** An image of a group; `origin` names where a chat service other than this server keeps it. */
export type GroupChatImage = ChatGroupImage & { origin?: 'easemob' | 'sys' | 'other' };

/** What the chat's work-order panel shows of an order (part of the staff order detail). */
export type OrderContext = OrderHeading &
  Pick<StaffOrderDetail, 'projectId' | 'firstTrain' | 'lackReceipt' | 'isLackReceipt'>;
