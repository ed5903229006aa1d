import { api, request } from '@portal/shared';
import type { AddReceiptBody, Receipt } from '@portal/shared/contract';

/** `POST /api/dispatch/service/add/dispatchReceipt`: files an uploaded file under a template. */
export function addReceipt(body: AddReceiptBody): Promise<Receipt> {
  return request(api, { method: 'POST', url: '/dispatch/service/add/dispatchReceipt', data: body });
}
