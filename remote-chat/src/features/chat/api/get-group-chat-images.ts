import { api, request } from '@portal/shared';

export interface GroupChatImage {
  msgId: string;
  url: string;
  fileName?: string | null;
  createTime?: string;
  fromName?: string | null;
  origin?: 'easemob' | 'sys' | 'other';
}

/** `POST /api/sys/im/get/group/chat/img?toUser={chatId}`: the images sent in a group. */
export function getGroupChatImages(toUser: string): Promise<GroupChatImage[]> {
  return request<GroupChatImage[]>(api, {
    method: 'POST',
    url: '/sys/im/get/group/chat/img',
    params: { toUser },
  });
}
