import type { CourierCompany } from '../contract/accessories';
import { routes } from '../contract/routes';
import { call } from './call';

/** The courier companies (the accessories' hooks name it; it goes once they call the route themselves). */
export function getCourierCompanies(): Promise<CourierCompany[]> {
  return call(routes.courierCompanies);
}
