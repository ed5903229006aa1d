import { api, request } from '@portal/shared';

export interface OnTheJobUser {
  id: number;
  name: string;
  imUid: string | null;
  avatar?: string | null;
  jobId?: number | null;
  deptId?: number | null;
}

/** `GET /api/sys/user/on/the/job/list`: on-the-job staff not already in the channel. */
export function getOnTheJobList(channelId: number): Promise<OnTheJobUser[]> {
  return request<OnTheJobUser[]>(api, {
    method: 'GET',
    url: '/sys/user/on/the/job/list',
    params: { channelId },
  });
}
