import { api, request } from '@portal/shared';
import type { ChatSimpleInfoQuery } from '@portal/shared/contract';
import { toSession } from './normalize';
import type { ChatSession } from './types';

/** `GET /api/sys/im/v2/channel/simple/info` by channel id or by order (abortable). */
export async function getChannelSimpleInfo(
  query: ChatSimpleInfoQuery,
  signal?: AbortSignal,
): Promise<ChatSession> {
  return toSession(
    await request<Record<string, unknown>>(api, {
      method: 'GET',
      url: '/sys/im/v2/channel/simple/info',
      params: query,
      signal,
    }),
  );
}
