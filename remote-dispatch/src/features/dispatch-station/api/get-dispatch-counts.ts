import { api, request, type StatusCounts } from '@portal/shared';

/** The dispatch-station filters; times are 'YYYY-MM-DD HH:mm:ss'. */
export interface DispatchFilters {
  projectName?: string;
  repairUserName?: string;
  repairUserAddress?: string;
  engineerName?: string;
  serviceNo?: string;
  appointmentStart?: string;
  appointmentEnd?: string;
  arriveStart?: string;
  arriveEnd?: string;
  createStart?: string;
  createEnd?: string;
}

/** `GET /api/customer/dispatch/counts?<filters>`: orders per status plus `total`. */
export function getDispatchCounts(filters: DispatchFilters): Promise<StatusCounts> {
  return request<StatusCounts>(api, { method: 'GET', url: '/customer/dispatch/counts', params: filters });
}
