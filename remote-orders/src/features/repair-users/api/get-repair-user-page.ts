import { api, request, type Page, type RepairUser } from '@portal/shared';
import type { RepairUserPageQuery } from '@portal/shared/contract';

/** The page's own filters (`customerId` is for managers elsewhere). */
export type RepairUserPageParams = Omit<RepairUserPageQuery, 'customerId'>;

/** `GET /api/order/repair/user/page`: the company's repair users, valid ones first. */
export function getRepairUserPage({
  current,
  size,
  keyword,
  isValid,
}: RepairUserPageParams): Promise<Page<RepairUser>> {
  return request<Page<RepairUser>>(api, {
    method: 'GET',
    url: '/order/repair/user/page',
    params: { current, size, keyword: keyword?.trim() || undefined, isValid },
  });
}
