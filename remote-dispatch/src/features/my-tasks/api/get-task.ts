import { api, request, type ServiceOrderRow, type StepName } from '@portal/shared';

export interface TaskTimelineEntry {
  action: string;
  fromStatus: string | null;
  toStatus: string;
  note: string | null;
  operatorName: string;
  createTime: string;
}

export interface TaskDetail extends Omit<ServiceOrderRow, 'status'> {
  status: string;
  firstTrain: string | null;
  lackReceipt: string | null;
  /** The steps the engineer can take on it now. */
  availableSteps: StepName[];
  timeline: TaskTimelineEntry[];
  trackingRecords: Array<{ id: number; content: string; contactTime: string; creator: string }>;
}

/** `GET /api/customer/order/:id`: one order as its engineer may see it. */
export function getTask(id: number): Promise<TaskDetail> {
  return request<TaskDetail>(api, { method: 'GET', url: `/customer/order/${id}` });
}
