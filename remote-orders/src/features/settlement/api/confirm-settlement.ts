import { api, request } from '@portal/shared';

/** `POST /api/customer/settlement/confirm {ids}`: the orders move to confirmed, all or none. */
export function confirmSettlement(ids: number[]): Promise<{ confirmed: number; serviceNos: string[] }> {
  return request<{ confirmed: number; serviceNos: string[] }>(api, {
    method: 'POST',
    url: '/customer/settlement/confirm',
    data: { ids },
  });
}
