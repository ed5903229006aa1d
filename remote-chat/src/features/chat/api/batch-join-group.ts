import { api, request } from '@portal/shared';
import type { ChatBatchJoinBody } from '@portal/shared/contract';

/** `POST /api/sys/im/batch/join/group`: invites on-the-job staff into a group. */
export function batchJoinGroup(body: ChatBatchJoinBody): Promise<unknown> {
  return request<unknown>(api, { method: 'POST', url: '/sys/im/batch/join/group', data: body });
}
