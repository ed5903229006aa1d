import { api, request } from '@portal/shared';
import type { OnTheJobUser } from '@portal/shared/contract';

export type { OnTheJobUser };

/** `GET /api/sys/user/on/the/job/list`: on-the-job staff not already in the channel. */
export function getOnTheJobList(channelId: number): Promise<OnTheJobUser[]> {
  return request<OnTheJobUser[]>(api, {
    method: 'GET',
    url: '/sys/user/on/the/job/list',
    params: { channelId },
  });
}
