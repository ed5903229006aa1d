import { api, request } from '@portal/shared';

/** One published version of a remote (`GET /api/sys/frontend/versions`). */
export interface RemoteVersion {
  remote: string;
  version: string;
  entry: string;
  /** Name of the manager who published it; null for the build the portal started with. */
  publishedBy: string | null;
  publishedAt: string;
}

/** `GET /api/sys/frontend/versions` (managers): every published version, newest first per remote. */
export function getVersions(): Promise<RemoteVersion[]> {
  return request<RemoteVersion[]>(api, { method: 'GET', url: '/sys/frontend/versions' });
}
