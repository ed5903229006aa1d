import { api, request } from '@portal/shared';

/** `POST /api/sys/im/batch/join/group`: invites on-the-job staff into a group. */
export function batchJoinGroup(body: { uidList: string[]; sysChannelId: number }): Promise<unknown> {
  return request<unknown>(api, { method: 'POST', url: '/sys/im/batch/join/group', data: body });
}
