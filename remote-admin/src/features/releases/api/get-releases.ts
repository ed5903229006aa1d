import { api, request } from '@portal/shared';
import type { Release, ReleaseChannel } from '@portal/shared/contract';

export type { Release, ReleaseChannel };

/** `GET /api/sys/frontend/releases` (managers): every remote's stable and canary releases. */
export function getReleases(): Promise<Release[]> {
  return request<Release[]>(api, { method: 'GET', url: '/sys/frontend/releases' });
}
