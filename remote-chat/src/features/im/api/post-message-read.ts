import { api, request } from '@portal/shared';
import type { ChatMessageRead, ChatMessageReadBody } from '@portal/shared/contract';

/** `POST /api/sys/im/message/read`: marks a channel read up to `msgId` (used by the Easemob engine). */
export function postMessageRead(
  body: ChatMessageReadBody,
): Promise<Pick<ChatMessageRead, 'unreadTotal' | 'unreadVersion'>> {
  return request<ChatMessageRead>(api, {
    method: 'POST',
    url: '/sys/im/message/read',
    data: body,
    silent: true,
  });
}
