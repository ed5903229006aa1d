import { api, request } from '@portal/shared';
import type { Accessory } from '@portal/shared/contract';

/** `GET /api/customer/dispatch/accessory/list?serviceId`: one order's shipments, newest first. */
export function getOrderAccessories(serviceId: number): Promise<Accessory[]> {
  return request<Accessory[]>(api, {
    method: 'GET',
    url: '/customer/dispatch/accessory/list',
    params: { serviceId },
    silent: true,
  });
}
