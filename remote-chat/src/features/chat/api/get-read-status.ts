import { api, request } from '@portal/shared';
import type { ChatReadStatus } from '@portal/shared/contract';

/** `GET /api/sys/im/message/read/status`: each member's read status of one message. */
export function getReadStatus(sysChannelId: number, msgId: string): Promise<ChatReadStatus[]> {
  return request<ChatReadStatus[]>(api, {
    method: 'GET',
    url: '/sys/im/message/read/status',
    params: { sysChannelId, msgId },
  });
}
