import { api, request } from '@portal/shared';

export interface MessageReadBody {
  sysChannelId: number;
  imUid: string;
  msgId: string;
}

export interface MessageReadResult {
  unreadTotal: number;
  unreadVersion: number;
}

/** `POST /api/sys/im/message/read`: marks a channel read up to `msgId` (used by the Easemob engine). */
export function postMessageRead(body: MessageReadBody): Promise<MessageReadResult> {
  return request<MessageReadResult>(api, {
    method: 'POST',
    url: '/sys/im/message/read',
    data: body,
    silent: true,
  });
}
