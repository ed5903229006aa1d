import { api, request, type Page } from '@portal/shared';
import type { PageQuery, StationOrderRow } from '@portal/shared/contract';
import type { DispatchFilters } from './get-dispatch-counts';

/** A dispatch-station tab (a status key), its page and the filters. */
export type DispatchPageParams = DispatchFilters & PageQuery & { status: string };

/** `GET /api/customer/dispatch/page?status&current&size&<filters>`. */
export function getDispatchPage(params: DispatchPageParams): Promise<Page<StationOrderRow>> {
  return request<Page<StationOrderRow>>(api, { method: 'GET', url: '/customer/dispatch/page', params });
}
