import { api, request } from '@portal/shared';
import type { Accessory, AccessoryRequestBody } from '@portal/shared/contract';

/** What the resend form sends: the parts and a remark, no courier. */
export type AccessoryRequest = Required<Pick<AccessoryRequestBody, 'serviceId' | 'lines' | 'remark'>>;

/** `POST /api/customer/dispatch/accessory`: asks for the parts to be sent (again). */
export function createAccessory(body: AccessoryRequest): Promise<Accessory> {
  return request<Accessory>(api, { method: 'POST', url: '/customer/dispatch/accessory', data: body });
}
