import { api, request } from '@portal/shared';
import type { SettlementPage, SettlementStatus } from '@portal/shared/contract';

export interface SettlementPageParams {
  current: number;
  size: number;
  status: SettlementStatus;
  serviceNo?: string;
}

/** `GET /api/customer/settlement/page`: the company's orders awaiting (or past) confirmation, with fees. */
export function getSettlementPage({
  current,
  size,
  status,
  serviceNo,
}: SettlementPageParams): Promise<SettlementPage> {
  return request<SettlementPage>(api, {
    method: 'GET',
    url: '/customer/settlement/page',
    params: { current, size, status, serviceNo: serviceNo?.trim() || undefined },
  });
}
