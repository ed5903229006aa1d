import { api, request } from '@portal/shared';
import type { Receipt } from '@portal/shared/contract';

/** `POST /api/dispatch/service/add/watermark`: the server stamps service number, time and address on the picture. */
export function addWatermark(receiptId: number): Promise<Receipt> {
  return request(api, { method: 'POST', url: '/dispatch/service/add/watermark', data: { receiptId } });
}
