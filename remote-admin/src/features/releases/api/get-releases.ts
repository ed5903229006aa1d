import { api, request } from '@portal/shared';

export type ReleaseChannel = 'stable' | 'canary';

/** One release of a remote as `GET /api/sys/frontend/releases` lists it. */
export interface Release {
  /** The federation name, e.g. `remote_orders`. */
  remote: string;
  channel: ReleaseChannel;
  version: string;
  /** The remote's `mf-manifest.json` (or `remoteEntry.js`): a path of this site or an http(s) URL. */
  entry: string;
  /** Canary only: the sticky share (0..100) of the users who are not listed. */
  rolloutPercent: number;
  /** Canary only: user ids who always get it. */
  rolloutUsers: number[];
  active: boolean;
  updatedAt: string;
}

/** `GET /api/sys/frontend/releases` (managers): every remote's stable and canary releases. */
export function getReleases(): Promise<Release[]> {
  return request<Release[]>(api, { method: 'GET', url: '/sys/frontend/releases' });
}
