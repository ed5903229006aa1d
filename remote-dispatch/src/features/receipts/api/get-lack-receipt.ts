import { api, request } from '@portal/shared';
import type { LackReceipt } from '@portal/shared/contract';

/** `GET /api/sys/dispatch/receipt/lackReceipt?serviceId`. */
export function getLackReceipt(serviceId: number): Promise<LackReceipt> {
  return request(api, { method: 'GET', url: '/sys/dispatch/receipt/lackReceipt', params: { serviceId } });
}
