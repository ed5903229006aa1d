import { api, request } from '@portal/shared';
import type { ChatSimpleInfo, ChatSimpleInfoQuery } from '@portal/shared/contract';

/**
 * `GET /api/sys/im/v2/channel/simple/info` by channel id or by order (abortable). Failures are not
 * shown as toasts: the caller shows why there is no chat (e.g. the order has no group yet) in place.
 */
export function getChannelSimpleInfo(
  query: ChatSimpleInfoQuery,
  signal?: AbortSignal,
): Promise<ChatSimpleInfo> {
  return request<ChatSimpleInfo>(api, {
    method: 'GET',
    url: '/sys/im/v2/channel/simple/info',
    params: query,
    signal,
    silent: true,
  });
}
