import { api, request, type StatusCounts } from '@portal/shared';
import type { OrderFilters } from '@portal/shared/contract';

/** The dispatch-station filters; times are 'YYYY-MM-DD HH:mm:ss'. */
export type DispatchFilters = Pick<
  OrderFilters,
  | 'projectName'
  | 'repairUserName'
  | 'repairUserAddress'
  | 'engineerName'
  | 'serviceNo'
  | 'appointmentStart'
  | 'appointmentEnd'
  | 'arriveStart'
  | 'arriveEnd'
  | 'createStart'
  | 'createEnd'
>;

/** `GET /api/customer/dispatch/counts?<filters>`: orders per status plus `total`. */
export function getDispatchCounts(filters: DispatchFilters): Promise<StatusCounts> {
  return request<StatusCounts>(api, { method: 'GET', url: '/customer/dispatch/counts', params: filters });
}
