import { api, request, type Page } from '@portal/shared';
import { CHAT_CHANNEL_PAGE_SIZE, type ChatChannel, type ChatChannelPageBody } from '@portal/shared/contract';
import { toSession } from './normalize';
import type { ChatSession } from './types';

/** `POST /api/sys/im/get/user/channel/page`: my sessions (members.uid = me, not deleted), page 1 of 150. */
export async function getChannelPage(toName?: string): Promise<ChatSession[]> {
  const data: ChatChannelPageBody = {
    current: 1,
    size: CHAT_CHANNEL_PAGE_SIZE,
    ...(toName ? { toName } : {}),
  };
  const page = await request<Page<ChatChannel>>(api, {
    method: 'POST',
    url: '/sys/im/get/user/channel/page',
    data,
  });
  return page.records.map(toSession);
}
