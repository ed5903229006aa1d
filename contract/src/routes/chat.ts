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
import { route } from './route';

/** Chat over HTTP: settings, channels, history, groups, read marks (messages themselves go over the socket). */
export const chatRoutes = {
  chatConfig: route({ method: 'GET', url: '/api/sys/im/config', access: 'user', response: ImConfig }),
  chatUnreadTotal: route({
    method: 'GET',
    url: '/api/sys/im/unread/total',
    access: 'user',
    response: ChatUnread,
  }),
  chatChannelPage: route({
    method: 'POST',
    url: '/api/sys/im/get/user/channel/page',
    access: 'user',
    body: ChatChannelPageBody,
    response: Page(ChatChannel),
  }),
  chatHistory: route({
    method: 'POST',
    url: '/api/sys/im/get/user/chat/record',
    access: 'user',
    body: ChatHistoryBody,
    response: Page(ChatMessage),
  }),
  chatAddGroup: route({
    method: 'POST',
    url: '/api/sys/im/add/group',
    access: 'dispatch',
    body: ChatAddGroupBody,
    response: Nullable(ChatChannel),
  }),
  chatBatchJoin: route({
    method: 'POST',
    url: '/api/sys/im/batch/join/group',
    access: 'dispatch',
    body: ChatBatchJoinBody,
    response: ChatJoined,
  }),
  chatMessageRead: route({
    method: 'POST',
    url: '/api/sys/im/message/read',
    access: 'user',
    body: ChatMessageReadBody,
    response: ChatMessageRead,
  }),
  chatReadStatus: route({
    method: 'GET',
    url: '/api/sys/im/message/read/status',
    access: 'user',
    querystring: ChatReadStatusQuery,
    response: Type.Array(ChatReadStatus),
  }),
  chatOneChannel: route({
    method: 'POST',
    url: '/api/sys/im/get/one/channel/info',
    access: 'user',
    body: ChatOneChannelBody,
    response: ChatChannel,
  }),
  chatSimpleInfo: route({
    method: 'GET',
    url: '/api/sys/im/v2/channel/simple/info',
    access: 'user',
    querystring: ChatSimpleInfoQuery,
    response: ChatSimpleInfo,
  }),
  chatAddChatChannel: route({
    method: 'POST',
    url: '/api/sys/im/add/chat/channel',
    access: 'manager',
    body: ChatAddChatChannelBody,
    response: Nullable(ChatChannel),
  }),
  chatSysUser: route({
    method: 'GET',
    url: '/api/sys/im/get/sys/user/info',
    access: 'user',
    querystring: ChatSysUserQuery,
    response: ChatSysUser,
  }),
  chatGroupImages: route({
    method: 'POST',
    url: '/api/sys/im/get/group/chat/img',
    access: 'user',
    querystring: ChatGroupImgQuery,
    response: Type.Array(ChatGroupImage),
  }),
};
