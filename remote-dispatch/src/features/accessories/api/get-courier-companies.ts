import { api, request } from '@portal/shared';
import type { CourierCompany } from './types';

/** `GET /api/sys/courier/company/list`. */
export function getCourierCompanies(): Promise<CourierCompany[]> {
  return request<CourierCompany[]>(api, { method: 'GET', url: '/sys/courier/company/list' });
}
