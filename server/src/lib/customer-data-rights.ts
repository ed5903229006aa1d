import type { ScopeUser } from './scope-sql';

/** Writes: technicians never write customer master data; customers only their company's rows. */
export function canWriteCustomerData(user: ScopeUser): boolean {
  return user.authority === 'manager' || (user.authority === 'customer' && user.customerId !== null);
}
