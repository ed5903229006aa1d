import { api, request } from '@portal/shared';

/** `POST /api/dispatch/service/:id/cancel`: the order ends as cancelled; a reason is required. */
export function cancelOrder(id: number, reason: string): Promise<{ toStatus: string }> {
  return request(api, { method: 'POST', url: `/dispatch/service/${id}/cancel`, data: { reason } });
}
