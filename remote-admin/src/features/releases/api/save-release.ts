import { api, request } from '@portal/shared';
import type { ReleaseChannel } from './get-releases';

export interface ReleasePayload {
  version: string;
  entry: string;
  rolloutPercent: number;
  rolloutUsers: number[];
  active: boolean;
}

/**
 * `PUT /api/sys/frontend/releases/{remote}/{channel}`: creates or replaces that release. The server
 * keeps a stable release active and at 100 %.
 */
export function saveRelease(remote: string, channel: ReleaseChannel, payload: ReleasePayload): Promise<null> {
  return request<null>(api, {
    method: 'PUT',
    url: `/sys/frontend/releases/${encodeURIComponent(remote)}/${channel}`,
    data: payload,
  });
}
