import { api, request } from '@portal/shared';
import type { Accessory } from '@portal/shared/contract';

export interface AccessoryRequest {
  serviceId: number;
  lines: Array<{ name: string; model: string | null; quantity: number }>;
  remark: string | null;
}

/** `POST /api/customer/dispatch/accessory`: asks for the parts to be sent (again). */
export function createAccessory(body: AccessoryRequest): Promise<Accessory> {
  return request<Accessory>(api, { method: 'POST', url: '/customer/dispatch/accessory', data: body });
}
