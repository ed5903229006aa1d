import { api, request, type CustomerCompany } from '@portal/shared';

/** `GET /api/sys/customer/company/list`: the companies a customer user can belong to. */
export function getCustomerCompanies(): Promise<CustomerCompany[]> {
  return request<CustomerCompany[]>(api, { method: 'GET', url: '/sys/customer/company/list' });
}
