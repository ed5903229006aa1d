import { api, request } from '@portal/shared';
import type { ChatSimpleInfo, ChatSimpleInfoQuery } from '@portal/shared/contract';

/** `GET /api/sys/im/v2/channel/simple/info` by channel id or by order (abortable). */
export function getChannelSimpleInfo(query: ChatSimpleInfoQuery, signal?: AbortSignal): Promise<ChatSimpleInfo> {
  return request<ChatSimpleInfo>(api, { method: 'GET', url: '/sys/im/v2/channel/simple/info', params: query, signal });
}
