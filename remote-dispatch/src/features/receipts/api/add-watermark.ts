import { api, request } from '@portal/shared';

/** `POST /api/dispatch/service/add/watermark`: the server stamps service number, time and address on the picture. */
export function addWatermark(receiptId: number): Promise<{ id: number; url: string }> {
  return request(api, { method: 'POST', url: '/dispatch/service/add/watermark', data: { receiptId } });
}
