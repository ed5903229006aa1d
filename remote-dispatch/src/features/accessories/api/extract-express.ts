import { api, request } from '@portal/shared';
import type { CourierExtract } from '@portal/shared/contract';

/** `POST /api/express/extract`: courier numbers in pasted text (JD numbers cut at the first hyphen). */
export function extractExpress(text: string): Promise<CourierExtract> {
  return request(api, { method: 'POST', url: '/express/extract', data: { text } });
}
