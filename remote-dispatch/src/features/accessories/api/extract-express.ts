import { api, request } from '@portal/shared';
import type { ExtractResult } from './types';

/** `POST /api/express/extract`: courier numbers in pasted text (JD numbers cut at the first hyphen). */
export function extractExpress(text: string): Promise<ExtractResult> {
  return request<ExtractResult>(api, { method: 'POST', url: '/express/extract', data: { text } });
}
