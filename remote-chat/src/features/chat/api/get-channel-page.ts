import { api, request, type Page } from '@portal/shared';
import { CHAT_CHANNEL_PAGE_SIZE } from '@portal/shared/contract';
import { toSession } from './normalize';
import type { ChatSession } from './types';

/** `POST /api/sys/im/get/user/channel/page`: my sessions (members.uid = me, not deleted), page 1 of 150. */
export async function getChannelPage(toName?: string): Promise<ChatSession[]> {
  const page = await request<Page<Record<string, unknown>>>(api, {
    method: 'POST',
    url: '/sys/im/get/user/channel/page',
    data: { current: 1, size: CHAT_CHANNEL_PAGE_SIZE, ...(toName ? { toName } : {}) },
  });
  return page.records.map(toSession);
}
