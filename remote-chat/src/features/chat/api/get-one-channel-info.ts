import { api, request } from '@portal/shared';
import type { ChatChannel, ChatOneChannelBody } from '@portal/shared/contract';
import { toSession } from './normalize';
import type { ChatSession } from './types';

/** `POST /api/sys/im/get/one/channel/info`: one session with its members. */
export async function getOneChannelInfo(id: number): Promise<ChatSession> {
  const data: ChatOneChannelBody = { id };
  return toSession(
    await request<ChatChannel>(api, { method: 'POST', url: '/sys/im/get/one/channel/info', data }),
  );
}
