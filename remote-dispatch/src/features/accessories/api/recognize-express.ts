import { api, request } from '@portal/shared';
import type { CourierExtract } from '@portal/shared/contract';

/** `POST /api/express/recognize` (multipart `file`): the courier number on a waybill photo. */
export function recognizeExpress(file: File): Promise<CourierExtract> {
  const form = new FormData();
  form.append('file', file);
  // "Nothing recognised" gets the page's own warning.
  return request(api, { method: 'POST', url: '/express/recognize', data: form, silent: true });
}
