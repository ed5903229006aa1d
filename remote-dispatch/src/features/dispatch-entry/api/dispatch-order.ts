import { api, request } from '@portal/shared';

export interface DispatchBody {
  engineerId: number;
  /** 'YYYY-MM-DD HH:mm:00' */
  appointmentTime: string;
  responsiblePersonId?: number | null;
  engineerCompanyName?: string | null;
}

export interface StepResult {
  serviceId: number;
  serviceNo: string;
  fromStatus: string;
  toStatus: string;
}

/** `POST /api/dispatch/service/:id/dispatch`: pendingDispatch -> pendingOrders; the server creates the order's group. */
export function dispatchOrder(id: number, body: DispatchBody): Promise<StepResult> {
  return request<StepResult>(api, { method: 'POST', url: `/dispatch/service/${id}/dispatch`, data: body });
}
