import { api, request } from '@portal/shared';

/** `PUT /api/sys/dispatch/receipt/lackReceipt`: the acceptance documents the engineer lacks. */
export function updateLackReceipt(body: { serviceId: number; lackReceipt: string }): Promise<unknown> {
  return request(api, { method: 'PUT', url: '/sys/dispatch/receipt/lackReceipt', data: body });
}
