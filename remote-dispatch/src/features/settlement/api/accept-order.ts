import { api, request } from '@portal/shared';
import type { FeeInput } from './types';

/** `POST /api/dispatch/service/:id/accept`: acceptance with the income fee rows; pendingAcceptance -> income. */
export function acceptOrder(id: number, fees: FeeInput[]): Promise<{ toStatus: string }> {
  return request(api, { method: 'POST', url: `/dispatch/service/${id}/accept`, data: { fees } });
}
