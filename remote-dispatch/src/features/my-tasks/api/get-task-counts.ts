import { api, request, type CallOptions, type StatusCounts } from '@portal/shared';

/** `GET /api/dispatch/engineer/tasks/counts`: the engineer's orders per status, plus `total`. */
export function getTaskCounts(options: CallOptions = {}): Promise<StatusCounts> {
  return request<StatusCounts>(api, { method: 'GET', url: '/dispatch/engineer/tasks/counts', ...options });
}
