import { api, request } from '@portal/shared';
import type { RemoteVersion } from '@portal/shared/contract';

export type { RemoteVersion };

/** `GET /api/sys/frontend/versions` (managers): every published version, newest first per remote. */
export function getVersions(): Promise<RemoteVersion[]> {
  return request<RemoteVersion[]>(api, { method: 'GET', url: '/sys/frontend/versions' });
}
