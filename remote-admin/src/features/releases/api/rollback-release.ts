import type { StableVersion } from '@portal/shared/contract';
import { api, request } from '@portal/shared';

/** `POST /api/sys/frontend/releases/:remote/rollback`: back to the stable version before the current one. */
export function rollbackRelease(remote: string): Promise<StableVersion> {
  return request<StableVersion>(api, {
    method: 'POST',
    url: `/sys/frontend/releases/${remote}/rollback`,
  });
}
