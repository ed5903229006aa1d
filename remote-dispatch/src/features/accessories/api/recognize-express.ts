import { api, request } from '@portal/shared';
import type { ExtractResult } from './types';

/** `POST /api/express/recognize` (multipart `file`): the courier number on a waybill photo. */
export function recognizeExpress(file: File): Promise<ExtractResult> {
  const form = new FormData();
  form.append('file', file);
  // "Nothing recognised" gets the page's own warning.
  return request<ExtractResult>(api, { method: 'POST', url: '/express/recognize', data: form, silent: true });
}
