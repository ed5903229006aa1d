import { api, request } from '@portal/shared';
import type { SettlementConfirmed } from '@portal/shared/contract';

/** `POST /api/customer/settlement/confirm {ids}`: the orders move to confirmed, all or none. */
export function confirmSettlement(ids: number[]): Promise<SettlementConfirmed> {
  return request<SettlementConfirmed>(api, {
    method: 'POST',
    url: '/customer/settlement/confirm',
    data: { ids },
  });
}
