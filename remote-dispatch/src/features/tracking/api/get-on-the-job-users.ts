import { api, request } from '@portal/shared';

export interface OnTheJobUser {
  id: number;
  name: string;
  username: string;
  authority: string;
  phone: string | null;
}

/** `GET /api/sys/user/on/the/job/list`: users who can be reminded. */
export function getOnTheJobUsers(): Promise<OnTheJobUser[]> {
  return request<OnTheJobUser[]>(api, { method: 'GET', url: '/sys/user/on/the/job/list' });
}
