import { api, request } from '@portal/shared';
import type { DialBody, Dialled } from '@portal/shared/contract';

/** `POST /api/sys/common/dail`: a call from one of my numbers to the order's contact. */
export function dial(body: DialBody): Promise<Dialled> {
  return request(api, { method: 'POST', url: '/sys/common/dail', data: body, silent: true });
}
