import { api, request } from '@portal/shared';

export interface ChildBody {
  serviceContentId?: number;
  faultDescription?: string;
  /** 'YYYY-MM-DD HH:mm:00' */
  appointmentTime?: string;
}

/** `POST /api/dispatch/service/:id/child`: a new pendingDispatch order under this one. */
export function createChildOrder(
  parentId: number,
  body: ChildBody,
): Promise<{ childId: number; childServiceNo: string }> {
  return request(api, { method: 'POST', url: `/dispatch/service/${parentId}/child`, data: body });
}
