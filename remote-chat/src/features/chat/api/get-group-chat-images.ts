import { api, request } from '@portal/shared';
import type { ChatGroupImage } from '@portal/shared/contract';

/** An image of a group; `origin` names where a chat service other than this server keeps it. */
export type GroupChatImage = ChatGroupImage & { origin?: 'easemob' | 'sys' | 'other' };

/** `POST /api/sys/im/get/group/chat/img?toUser={chatId}`: the images sent in a group. */
export function getGroupChatImages(toUser: string): Promise<GroupChatImage[]> {
  return request<GroupChatImage[]>(api, {
    method: 'POST',
    url: '/sys/im/get/group/chat/img',
    params: { toUser },
  });
}
