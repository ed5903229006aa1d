import { api, request } from '@portal/shared';

/** `POST /api/dispatch/service/:id/redispatch`: back to pendingDispatch without an engineer; a reason is required. */
export function redispatchOrder(id: number, reason: string): Promise<{ toStatus: string }> {
  return request(api, { method: 'POST', url: `/dispatch/service/${id}/redispatch`, data: { reason } });
}
