import { api, request } from '@portal/shared';

/** `POST /api/dispatch/service/add/dispatchReceipt`: files an uploaded file under a template. */
export function addReceipt(body: {
  serviceId: number;
  templateId: number;
  fileId: number;
}): Promise<{ id: number }> {
  return request(api, { method: 'POST', url: '/dispatch/service/add/dispatchReceipt', data: body });
}
