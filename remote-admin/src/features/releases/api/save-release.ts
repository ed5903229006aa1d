import { api, request } from '@portal/shared';
import type { ReleaseBody, ReleaseChannel } from '@portal/shared/contract';

/**
 * `PUT /api/sys/frontend/releases/{remote}/{channel}`: creates or replaces that release. The server
 * keeps a stable release active and at 100 %.
 */
export function saveRelease(remote: string, channel: ReleaseChannel, payload: ReleaseBody): Promise<null> {
  return request<null>(api, {
    method: 'PUT',
    url: `/sys/frontend/releases/${encodeURIComponent(remote)}/${channel}`,
    data: payload,
  });
}
