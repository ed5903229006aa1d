import { api, request } from '@portal/shared';

export interface ReadStatusRow {
  uid: string;
  name: string;
  avatar: string | null;
  type: string;
  status: 'read' | 'unRead';
}

/** `GET /api/sys/im/message/read/status`: each member's read status of one message. */
export function getReadStatus(sysChannelId: number, msgId: string): Promise<ReadStatusRow[]> {
  return request<ReadStatusRow[]>(api, {
    method: 'GET',
    url: '/sys/im/message/read/status',
    params: { sysChannelId, msgId },
  });
}
