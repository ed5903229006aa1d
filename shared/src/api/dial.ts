import type { DialBody, Dialled } from '@portal/contract/order-calls';
import { api, request } from './client';

/** `POST /api/sys/common/dail`: calls `toUser` from the caller's own number (recorded on the order). */
export function dial(body: DialBody): Promise<Dialled> {
  // Failures get the dialog's own message (电话号码错误), not the generic one.
  return request(api, { method: 'POST', url: '/sys/common/dail', data: body, silent: true });
}
