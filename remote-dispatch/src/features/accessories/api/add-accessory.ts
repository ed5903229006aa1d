import { api, request } from '@portal/shared';
import type { Accessory } from '@portal/shared/contract';
import type { AccessoryInput } from './types';

/** `POST /api/dispatch/accessory`: staff send parts (with a courier number the shipment is sent). */
export function addAccessory(body: AccessoryInput & { serviceId: number }): Promise<Accessory> {
  return request<Accessory>(api, { method: 'POST', url: '/dispatch/accessory', data: body });
}
