import { api, request } from '@portal/shared';
import type { OnTheJobUser } from '@portal/shared/contract';

/** `GET /api/sys/user/on/the/job/list`: users who can be reminded. */
export function getOnTheJobUsers(): Promise<OnTheJobUser[]> {
  return request<OnTheJobUser[]>(api, { method: 'GET', url: '/sys/user/on/the/job/list' });
}
