import { api, request } from '@portal/shared';

/** `POST /api/dispatch/service/delete/dispatchReceipt/:id`. */
export function deleteReceipt(id: number): Promise<null> {
  return request(api, { method: 'POST', url: `/dispatch/service/delete/dispatchReceipt/${id}` });
}
