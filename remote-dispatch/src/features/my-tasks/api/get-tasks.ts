import { api, request, type Page, type ServiceOrderRow, type StepName } from '@portal/shared';

export type TaskRow = Omit<ServiceOrderRow, 'status'> & {
  status: string;
  firstTrain: string | null;
  lackReceipt: string | null;
  /** The steps the engineer can take on it now. */
  availableSteps: StepName[];
};

/** `GET /api/dispatch/engineer/tasks?status&current&size`: the signed-in engineer's orders. */
export function getTasks(params: { status: string; current: number; size: number }): Promise<Page<TaskRow>> {
  return request<Page<TaskRow>>(api, { method: 'GET', url: '/dispatch/engineer/tasks', params });
}
