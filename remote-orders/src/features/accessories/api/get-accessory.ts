import { api, request } from '@portal/shared';
import type { Accessory } from '@portal/shared/contract';

/** `GET /api/customer/accessory/{id}`. Silent: the page shows its own "not found". */
export function getAccessory(id: number): Promise<Accessory> {
  return request<Accessory>(api, { method: 'GET', url: `/customer/accessory/${id}`, silent: true });
}
