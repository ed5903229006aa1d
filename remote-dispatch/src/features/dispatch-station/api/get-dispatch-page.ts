import { api, request, type Page } from '@portal/shared';
import type { PageQuery, StationOrderRow } from '@portal/shared/contract';
import type { DispatchFilters } from './get-dispatch-counts';

export type DispatchPageParams = DispatchFilters &
  PageQuery & {
    /** A dispatch-station tab (a status key). */
    status: string;
  };

export type StationRow = StationOrderRow;

/** `GET /api/customer/dispatch/page?status&current&size&<filters>`. */
export function getDispatchPage(params: DispatchPageParams): Promise<Page<StationRow>> {
  return request<Page<StationRow>>(api, { method: 'GET', url: '/customer/dispatch/page', params });
}
