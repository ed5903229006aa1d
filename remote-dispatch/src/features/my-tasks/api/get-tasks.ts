import { api, request, type CallOptions, type Page } from '@portal/shared';
import type { EngineerTaskRow, PageQuery } from '@portal/shared/contract';

/** A tab (a status key, or `total`) and its page. */
export type TaskPageParams = PageQuery & { status: string };

/** `GET /api/dispatch/engineer/tasks?status&current&size`: the signed-in engineer's orders. */
export function getTasks(params: TaskPageParams, options: CallOptions = {}): Promise<Page<EngineerTaskRow>> {
  return request<Page<EngineerTaskRow>>(api, {
    method: 'GET',
    url: '/dispatch/engineer/tasks',
    params,
    ...options,
  });
}
