import { api, request } from '@portal/shared';
import type { SettlementPage, SettlementPageQuery, SettlementStatus } from '@portal/shared/contract';

/** The page always names the tab's status. */
export type SettlementPageParams = SettlementPageQuery & { status: SettlementStatus };

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
