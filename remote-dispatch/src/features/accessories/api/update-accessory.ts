import { api, request } from '@portal/shared';
import type { Accessory } from '@portal/shared/contract';
import type { AccessoryInput } from './types';

/** `PUT /api/customer/dispatch/accessory`. */
export function updateAccessory(body: AccessoryInput & { id: number }): Promise<Accessory> {
  return request<Accessory>(api, { method: 'PUT', url: '/customer/dispatch/accessory', data: body });
}
