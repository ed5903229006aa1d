import { api, request, type Page } from '@portal/shared';
import type { EngineerTaskRow } from '@portal/shared/contract';

export type TaskRow = EngineerTaskRow;

/** `GET /api/dispatch/engineer/tasks?status&current&size`: the signed-in engineer's orders. */
export function getTasks(params: { status: string; current: number; size: number }): Promise<Page<TaskRow>> {
  return request<Page<TaskRow>>(api, { method: 'GET', url: '/dispatch/engineer/tasks', params });
}
