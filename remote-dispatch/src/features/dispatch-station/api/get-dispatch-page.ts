import { api, request, type Page, type ServiceOrderRow, type StepName } from '@portal/shared';
import type { DispatchFilters } from './get-dispatch-counts';

export type DispatchPageParams = DispatchFilters & {
  /** A dispatch-station tab (a status key). */
  status: string;
  current: number;
  size: number;
};

/** A station row: the order and the steps the signed-in dispatcher can take on it now. */
export type StationRow = ServiceOrderRow & { availableSteps: StepName[] };

/** `GET /api/customer/dispatch/page?status&current&size&<filters>`. */
export function getDispatchPage(params: DispatchPageParams): Promise<Page<StationRow>> {
  return request<Page<StationRow>>(api, { method: 'GET', url: '/customer/dispatch/page', params });
}
