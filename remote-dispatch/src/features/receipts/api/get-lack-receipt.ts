import { api, request, type CallOptions } from '@portal/shared';
import type { LackReceipt } from '@portal/shared/contract';

/** `GET /api/sys/dispatch/receipt/lackReceipt?serviceId`. */
export function getLackReceipt(serviceId: number, options: CallOptions = {}): Promise<LackReceipt> {
  return request(api, {
    method: 'GET',
    url: '/sys/dispatch/receipt/lackReceipt',
    params: { serviceId },
    ...options,
  });
}
