import { api, request } from '@portal/shared';

/** `POST /api/dispatch/service/:id/claim` by the order's engineer. */
export function claimOrder(id: number): Promise<{ toStatus: string }> {
  return request(api, { method: 'POST', url: `/dispatch/service/${id}/claim` });
}
