import type { ScopeUser } from '../modules/orders/order-query';

/**
 * Row scopes besides orders (see orderScope): managers everything, customers their company's rows,
 * technicians rows tied to an order they are the engineer of. Each returns a SQL condition on the
 * given alias and pushes its values onto `params`.
 */
export function projectScope(user: ScopeUser, params: unknown[], alias = 'p'): string {
  if (user.authority === 'manager') return 'TRUE';
  if (user.authority === 'technician') {
    params.push(user.id);
    return `EXISTS (SELECT 1 FROM service_orders so WHERE so.project_id = ${alias}.id AND so.engineer_id = $${params.length})`;
  }
  params.push(user.customerId ?? -1);
  return `${alias}.customer_id = $${params.length}`;
}

export function repairUserScope(user: ScopeUser, params: unknown[], alias = 'r'): string {
  if (user.authority === 'manager') return 'TRUE';
  if (user.authority === 'technician') {
    params.push(user.id);
    return `EXISTS (SELECT 1 FROM service_orders so WHERE so.repair_user_id = ${alias}.id AND so.engineer_id = $${params.length})`;
  }
  params.push(user.customerId ?? -1);
  return `${alias}.customer_id = $${params.length}`;
}
