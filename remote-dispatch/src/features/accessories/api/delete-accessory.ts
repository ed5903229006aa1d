import { api, request } from '@portal/shared';

/** `DELETE /api/customer/dispatch/accessory/:id`. */
export function deleteAccessory(id: number): Promise<null> {
  return request(api, { method: 'DELETE', url: `/customer/dispatch/accessory/${id}` });
}
