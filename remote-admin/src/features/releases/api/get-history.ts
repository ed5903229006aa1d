import { api, request } from '@portal/shared';
import type { ReleaseHistoryEntry } from '@portal/shared/contract';

export type { ReleaseHistoryEntry };

/** `GET /api/sys/frontend/history` (managers): the latest 200 steps, newest first. */
export function getHistory(): Promise<ReleaseHistoryEntry[]> {
  return request<ReleaseHistoryEntry[]>(api, { method: 'GET', url: '/sys/frontend/history' });
}
