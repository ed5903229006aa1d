import type { chatSchemas } from './chat.schemas';
import { linkRoutes } from './route';

/** Chat over HTTP: settings, channels, history, groups, read marks (messages themselves go over the socket). */
export const chatRoutes = linkRoutes<typeof chatSchemas>()({
  chatConfig: { method: 'GET', url: '/api/sys/im/config', access: 'user' },
  chatUnreadTotal: { method: 'GET', url: '/api/sys/im/unread/total', access: 'user' },
  chatChannelPage: { method: 'POST', url: '/api/sys/im/get/user/channel/page', access: 'user' },
  chatHistory: { method: 'POST', url: '/api/sys/im/get/user/chat/record', access: 'user' },
  chatAddGroup: { method: 'POST', url: '/api/sys/im/add/group', access: 'dispatch' },
  chatBatchJoin: { method: 'POST', url: '/api/sys/im/batch/join/group', access: 'dispatch' },
  chatMessageRead: { method: 'POST', url: '/api/sys/im/message/read', access: 'user' },
  chatReadStatus: { method: 'GET', url: '/api/sys/im/message/read/status', access: 'user' },
  chatOneChannel: { method: 'POST', url: '/api/sys/im/get/one/channel/info', access: 'user' },
  chatSimpleInfo: { method: 'GET', url: '/api/sys/im/v2/channel/simple/info', access: 'user' },
  chatAddChatChannel: { method: 'POST', url: '/api/sys/im/add/chat/channel', access: 'manager' },
  chatSysUser: { method: 'GET', url: '/api/sys/im/get/sys/user/info', access: 'user' },
  chatGroupImages: { method: 'POST', url: '/api/sys/im/get/group/chat/img', access: 'user' },
});
