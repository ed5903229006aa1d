import { api, request } from '@portal/shared';

/** `POST /api/customer/settlement/objection {id, reason}`: the staff get a notice; the status stays. */
export function raiseObjection(id: number, reason: string): Promise<null> {
  return request<null>(api, { method: 'POST', url: '/customer/settlement/objection', data: { id, reason } });
}
