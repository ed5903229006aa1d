import type { StableVersion } from '@portal/shared/contract';
import { api, request } from '@portal/shared';

/** `POST /api/sys/frontend/releases/:remote/promote`: the version becomes stable for everyone. */
export function promoteVersion(remote: string, version: string): Promise<StableVersion> {
  return request<StableVersion>(api, {
    method: 'POST',
    url: `/sys/frontend/releases/${remote}/promote`,
    data: { version },
  });
}
