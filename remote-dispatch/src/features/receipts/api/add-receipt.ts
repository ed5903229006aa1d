import { api, request } from '@portal/shared';
import type { Receipt } from '@portal/shared/contract';

/** `POST /api/dispatch/service/add/dispatchReceipt`: files an uploaded file under a template. */
export function addReceipt(body: {
  serviceId: number;
  templateId: number;
  fileId: number;
}): Promise<Receipt> {
  return request(api, { method: 'POST', url: '/dispatch/service/add/dispatchReceipt', data: body });
}
