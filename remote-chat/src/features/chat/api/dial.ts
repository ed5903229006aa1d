import { api, request } from '@portal/shared';

/** `POST /api/sys/common/dail`: a call from one of my numbers to the order's contact. */
export function dial(body: { fromUser: string; toUser: string; serviceId: number }): Promise<unknown> {
  return request(api, { method: 'POST', url: '/sys/common/dail', data: body, silent: true });
}
