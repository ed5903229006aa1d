import { api, request, type Page } from '@portal/shared';
import type { EngineerTaskRow, PageQuery } from '@portal/shared/contract';

export type TaskRow = EngineerTaskRow;
/** A tab (a status key, or `total`) and its page. */
export type TaskPageParams = PageQuery & { status: string };

/** `GET /api/dispatch/engineer/tasks?status&current&size`: the signed-in engineer's orders. */
export function getTasks(params: TaskPageParams): Promise<Page<TaskRow>> {
  return request<Page<TaskRow>>(api, { method: 'GET', url: '/dispatch/engineer/tasks', params });
}
