import { api, request } from '@portal/shared';

export interface CourierCompany {
  id: number;
  name: string;
  code: string;
}

/** `GET /api/sys/courier/company/list`. */
export function getCourierCompanies(): Promise<CourierCompany[]> {
  return request<CourierCompany[]>(api, { method: 'GET', url: '/sys/courier/company/list' });
}
