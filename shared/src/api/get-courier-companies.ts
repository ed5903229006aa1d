import type { CourierCompany } from '@portal/contract/accessories';
import { api, request } from './client';

/** `GET /api/sys/courier/company/list`. */
export function getCourierCompanies(): Promise<CourierCompany[]> {
  return request<CourierCompany[]>(api, { method: 'GET', url: '/sys/courier/company/list' });
}
