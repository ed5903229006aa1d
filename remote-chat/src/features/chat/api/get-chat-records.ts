import { api, request, type Page } from '@portal/shared';
import { CHAT_HISTORY_PAGE_SIZE, type ChatMessage } from '@portal/shared/contract';

export interface ChatRecordQuery {
  /** The channel's chatId (the group). */
  toUserId: string;
  chatType: 'chat' | 'groupchat';
  /** Records older than this id (the oldest loaded); none for the newest page. */
  beforeId?: number;
  current?: number;
}

/** `POST /api/sys/im/get/user/chat/record`: one page (20) of history, newest first. */
export function getChatRecords(query: ChatRecordQuery): Promise<Page<ChatMessage>> {
  return request<Page<ChatMessage>>(api, {
    method: 'POST',
    url: '/sys/im/get/user/chat/record',
    data: { current: query.current ?? 1, size: CHAT_HISTORY_PAGE_SIZE, ...query },
  });
}
