import type { ScopeUser } from '../modules/orders/order-query';

type RowScope = (user: ScopeUser, params: unknown[], alias?: string) => string;

/**
 * A row scope besides orders (see orderScope): managers everything, customers their company's rows,
 * technicians rows that an order they are the engineer of points to through `orderColumn`. It
 * returns a SQL condition on the given alias and pushes its values onto `params`.
 */
function scopeThroughOrders(orderColumn: string, defaultAlias: string): RowScope {
  return (user, params, alias = defaultAlias) => {
    if (user.authority === 'manager') return 'TRUE';
    if (user.authority === 'technician') {
      params.push(user.id);
      return `EXISTS (SELECT 1 FROM service_orders so WHERE so.${orderColumn} = ${alias}.id AND so.engineer_id = $${params.length})`;
    }
    params.push(user.customerId ?? -1);
    return `${alias}.customer_id = $${params.length}`;
  };
}

export const projectScope = scopeThroughOrders('project_id', 'p');
export const repairUserScope = scopeThroughOrders('repair_user_id', 'r');
