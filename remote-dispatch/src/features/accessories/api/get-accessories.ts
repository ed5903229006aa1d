import { api, request } from '@portal/shared';
import type { Accessory } from '@portal/shared/contract';

/** `GET /api/customer/dispatch/accessory/list?serviceId`: the order's parts shipments, newest first. */
export function getAccessories(serviceId: number): Promise<Accessory[]> {
  return request(api, { method: 'GET', url: '/customer/dispatch/accessory/list', params: { serviceId } });
}
