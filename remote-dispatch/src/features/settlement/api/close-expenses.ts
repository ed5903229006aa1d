import { api, request } from '@portal/shared';
import type { FeeInput } from './types';

/** `POST /api/dispatch/service/:id/close-expenses`: the expense fee rows; income -> expenses. */
export function closeExpenses(id: number, fees: FeeInput[]): Promise<{ toStatus: string }> {
  return request(api, { method: 'POST', url: `/dispatch/service/${id}/close-expenses`, data: { fees } });
}
