import type { Queryable } from '../../db/database';
import type { SqlWhere } from '../../lib/query-sql';

export interface StatusCount {
  status: string;
  n: number;
}

/** Orders per status in the scope, in one grouped query (statuses without orders absent). */
export const statusCountsIn = (db: Queryable, scope: SqlWhere) =>
  db.query<StatusCount>(
    `SELECT o.status, count(*)::int AS n FROM service_orders o WHERE ${scope.where} GROUP BY o.status`,
    scope.params,
  );

/** Orders per status of every company (customerId null) or one, from the per-company counts that migration 006's triggers keep. */
export const keptStatusCounts = (db: Queryable, customerId: number | null) =>
  db.query<StatusCount>(
    `SELECT status, sum(n)::int AS n FROM service_order_counts WHERE ${customerId === null ? 'TRUE' : 'customer_id = $1'} GROUP BY status`,
    customerId === null ? [] : [customerId],
    { prepare: customerId === null ? 'order-counts-all' : 'order-counts-company' },
  );
