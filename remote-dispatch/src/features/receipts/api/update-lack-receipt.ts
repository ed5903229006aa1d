import { api, request } from '@portal/shared';
import type { LackReceipt, LackReceiptBody } from '@portal/shared/contract';

/** `PUT /api/sys/dispatch/receipt/lackReceipt`: the acceptance documents the engineer lacks. */
export function updateLackReceipt(body: LackReceiptBody & { lackReceipt: string }): Promise<LackReceipt> {
  return request(api, { method: 'PUT', url: '/sys/dispatch/receipt/lackReceipt', data: body });
}
