import { api, request } from '@portal/shared';

/** `POST /api/dispatch/service/:id/complete`: toCompleted -> pendingAcceptance; needs a receipt or a lack-receipt note. */
export function completeOrder(
  id: number,
  body: { lackReceipt?: string | null } = {},
): Promise<{ toStatus: string }> {
  return request(api, { method: 'POST', url: `/dispatch/service/${id}/complete`, data: body });
}
