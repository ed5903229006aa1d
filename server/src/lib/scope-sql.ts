import { param } from './query-sql';

/** Who asks, as the row scopes see them (the signed-in user, or a file's reader). */
export interface ScopeUser {
  id: number;
  authority: 'manager' | 'customer' | 'technician';
  customerId: number | null;
}

/** Which orders a user may see at all: managers all, customers their company's, technicians their own. */
export function orderScope(user: ScopeUser, params: unknown[]): string {
  if (user.authority === 'manager') return 'TRUE';
  if (user.authority === 'technician') return `o.engineer_id = ${param(params, user.id)}`;
  return `o.customer_id = ${param(params, user.customerId ?? -1)}`;
}

type RowScope = (user: ScopeUser, params: unknown[], alias?: string) => string;

/**
 * A row scope besides orders: managers everything, customers their company's rows,
 * technicians rows that an order they are the engineer of points to through `orderColumn`. It
 * returns a SQL condition on the given alias and pushes its values onto `params`.
 */
function scopeThroughOrders(orderColumn: string, defaultAlias: string): RowScope {
  return (user, params, alias = defaultAlias) => {
    if (user.authority === 'manager') return 'TRUE';
    if (user.authority === 'technician') {
      return `EXISTS (SELECT 1 FROM service_orders so WHERE so.${orderColumn} = ${alias}.id AND so.engineer_id = ${param(params, user.id)})`;
    }
    return `${alias}.customer_id = ${param(params, user.customerId ?? -1)}`;
  };
}

export const projectScope = scopeThroughOrders('project_id', 'p');
export const repairUserScope = scopeThroughOrders('repair_user_id', 'r');
