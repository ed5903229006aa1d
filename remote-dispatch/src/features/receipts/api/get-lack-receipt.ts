import { api, request } from '@portal/shared';

export interface LackReceipt {
  serviceId: number;
  lackReceipt: string | null;
  isLackReceipt: boolean | null;
}

/** `GET /api/sys/dispatch/receipt/lackReceipt?serviceId`. */
export function getLackReceipt(serviceId: number): Promise<LackReceipt> {
  return request<LackReceipt>(api, {
    method: 'GET',
    url: '/sys/dispatch/receipt/lackReceipt',
    params: { serviceId },
  });
}
