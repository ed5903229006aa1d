import { api, request, type Page, type ServiceOrderRow } from '@portal/shared';
import type { DispatchFilters } from './get-dispatch-counts';

export type DispatchPageParams = DispatchFilters & {
  /** A dispatch-station tab (a status key). */
  status: string;
  current: number;
  size: number;
};

/** `GET /api/customer/dispatch/page?status&current&size&<filters>`. */
export function getDispatchPage(params: DispatchPageParams): Promise<Page<ServiceOrderRow>> {
  return request<Page<ServiceOrderRow>>(api, { method: 'GET', url: '/customer/dispatch/page', params });
}
