import { Type } from '@sinclair/typebox';
import { Nullable } from '../answer-types';
import {
  ChatAddChatChannelBody,
  ChatAddGroupBody,
  ChatBatchJoinBody,
  ChatChannel,
  ChatChannelPageBody,
  ChatGroupImage,
  ChatGroupImgQuery,
  ChatHistoryBody,
  ChatJoined,
  ChatMessageRead,
  ChatMessageReadBody,
  ChatOneChannelBody,
  ChatReadStatus,
  ChatReadStatusQuery,
  ChatSimpleInfo,
  ChatSimpleInfoQuery,
  ChatSysUser,
  ChatSysUserQuery,
  ImConfig,
} from '../chat-calls';
import { ChatMessage, ChatUnread } from '../chat-socket';
import { Page } from '../envelope';
import type { RouteSchemas } from './route';

/** The schemas of chatRoutes (the server's side of the table), keyed as its routes. */
export const chatSchemas = {
  chatConfig: { response: ImConfig },
  chatUnreadTotal: { response: ChatUnread },
  chatChannelPage: { body: ChatChannelPageBody, response: Page(ChatChannel) },
  chatHistory: { body: ChatHistoryBody, response: Page(ChatMessage) },
  chatAddGroup: { body: ChatAddGroupBody, response: Nullable(ChatChannel) },
  chatBatchJoin: { body: ChatBatchJoinBody, response: ChatJoined },
  chatMessageRead: { body: ChatMessageReadBody, response: ChatMessageRead },
  chatReadStatus: { querystring: ChatReadStatusQuery, response: Type.Array(ChatReadStatus) },
  chatOneChannel: { body: ChatOneChannelBody, response: ChatChannel },
  chatSimpleInfo: { querystring: ChatSimpleInfoQuery, response: ChatSimpleInfo },
  chatAddChatChannel: { body: ChatAddChatChannelBody, response: Nullable(ChatChannel) },
  chatSysUser: { querystring: ChatSysUserQuery, response: ChatSysUser },
  chatGroupImages: { querystring: ChatGroupImgQuery, response: Type.Array(ChatGroupImage) },
} satisfies Record<string, RouteSchemas>;
