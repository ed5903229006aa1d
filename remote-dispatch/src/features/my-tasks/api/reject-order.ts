import { api, request } from '@portal/shared';

/** `POST /api/dispatch/service/:id/reject`: the engineer hands the order back (pendingDispatch), with a reason. */
export function rejectOrder(id: number, reason: string): Promise<{ toStatus: string }> {
  return request(api, { method: 'POST', url: `/dispatch/service/${id}/reject`, data: { reason } });
}
