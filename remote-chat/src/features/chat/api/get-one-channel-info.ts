import { api, request } from '@portal/shared';
import { toSession } from './normalize';
import type { ChatSession } from './types';

/** `POST /api/sys/im/get/one/channel/info`: one session with its members. */
export async function getOneChannelInfo(id: number): Promise<ChatSession> {
  return toSession(
    await request<Record<string, unknown>>(api, {
      method: 'POST',
      url: '/sys/im/get/one/channel/info',
      data: { id },
    }),
  );
}
