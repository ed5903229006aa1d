import { api, request } from '@portal/shared';

export type ReleaseAction = 'publish' | 'canary' | 'stopCanary' | 'promote' | 'rollback' | 'edit';

/** One step in the release history (`GET /api/sys/frontend/history`). */
export interface ReleaseHistoryEntry {
  id: number;
  remote: string;
  action: ReleaseAction;
  version: string;
  /** The stable version when it happened (canary, promote), or the one left (rollback). */
  previousVersion: string | null;
  rolloutPercent: number | null;
  rolloutUsers: number[] | null;
  actor: string | null;
  createdAt: string;
}

/** `GET /api/sys/frontend/history` (managers): the latest 200 steps, newest first. */
export function getHistory(): Promise<ReleaseHistoryEntry[]> {
  return request<ReleaseHistoryEntry[]>(api, { method: 'GET', url: '/sys/frontend/history' });
}
