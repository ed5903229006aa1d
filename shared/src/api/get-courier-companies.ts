import type { CourierCompany } from '@portal/contract/accessories';
import { routes } from '@portal/contract';
import { call } from './call';

/** The courier companies (the accessories' hooks name it; it goes once they call the route themselves). */
export function getCourierCompanies(): Promise<CourierCompany[]> {
  return call(routes.courierCompanies);
}
