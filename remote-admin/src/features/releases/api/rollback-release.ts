import { api, request } from '@portal/shared';

/** `POST /api/sys/frontend/releases/:remote/rollback`: back to the stable version before the current one. */
export function rollbackRelease(remote: string): Promise<{ version: string }> {
  return request<{ version: string }>(api, {
    method: 'POST',
    url: `/sys/frontend/releases/${remote}/rollback`,
  });
}
