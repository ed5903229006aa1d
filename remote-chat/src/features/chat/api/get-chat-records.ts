import { api, request, type Page } from '@portal/shared';
import { CHAT_HISTORY_PAGE_SIZE, type ChatHistoryBody, type ChatMessage } from '@portal/shared/contract';

/** `toUserId` is the channel's chatId (the group); `beforeId` the oldest loaded record, none for the newest page. */
export type ChatRecordQuery = Required<Pick<ChatHistoryBody, 'toUserId' | 'chatType'>> &
  Partial<Pick<ChatHistoryBody, 'beforeId' | 'current'>>;

/** `POST /api/sys/im/get/user/chat/record`: one page (20) of history, newest first. */
export function getChatRecords(query: ChatRecordQuery): Promise<Page<ChatMessage>> {
  return request<Page<ChatMessage>>(api, {
    method: 'POST',
    url: '/sys/im/get/user/chat/record',
    data: { current: query.current ?? 1, size: CHAT_HISTORY_PAGE_SIZE, ...query } satisfies ChatHistoryBody,
  });
}
