import { api, request } from '@portal/shared';

/** `POST /api/sys/frontend/releases/:remote/promote`: the version becomes stable for everyone. */
export function promoteVersion(remote: string, version: string): Promise<{ version: string }> {
  return request<{ version: string }>(api, {
    method: 'POST',
    url: `/sys/frontend/releases/${remote}/promote`,
    data: { version },
  });
}
