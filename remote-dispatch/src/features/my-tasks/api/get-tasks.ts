import { api, request, type Page, type ServiceOrderRow } from '@portal/shared';

export type TaskRow = Omit<ServiceOrderRow, 'status'> & {
  status: string;
  firstTrain: string | null;
  lackReceipt: string | null;
};

/** `GET /api/dispatch/engineer/tasks?status&current&size`: the signed-in engineer's orders. */
export function getTasks(params: { status: string; current: number; size: number }): Promise<Page<TaskRow>> {
  return request<Page<TaskRow>>(api, { method: 'GET', url: '/dispatch/engineer/tasks', params });
}
