import { api, request, type StatusCounts } from '@portal/shared';

/** `GET /api/dispatch/engineer/tasks/counts`: the engineer's orders per status, plus `total`. */
export function getTaskCounts(): Promise<StatusCounts> {
  return request<StatusCounts>(api, { method: 'GET', url: '/dispatch/engineer/tasks/counts' });
}
