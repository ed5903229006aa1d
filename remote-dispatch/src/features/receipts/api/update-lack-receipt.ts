import { api, request } from '@portal/shared';
import type { LackReceipt } from '@portal/shared/contract';

/** `PUT /api/sys/dispatch/receipt/lackReceipt`: the acceptance documents the engineer lacks. */
export function updateLackReceipt(body: { serviceId: number; lackReceipt: string }): Promise<LackReceipt> {
  return request(api, { method: 'PUT', url: '/sys/dispatch/receipt/lackReceipt', data: body });
}
