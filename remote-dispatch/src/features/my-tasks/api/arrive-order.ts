import { api, request } from '@portal/shared';

/** `POST /api/dispatch/service/:id/arrive` by the order's engineer. */
export function arriveOrder(id: number): Promise<{ toStatus: string }> {
  return request(api, { method: 'POST', url: `/dispatch/service/${id}/arrive` });
}
