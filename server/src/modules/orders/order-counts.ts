import { ORDER_STATUSES } from '@portal/shared/contract';
import type { Queryable } from '../../db/database';
import type { SqlWhere } from './order-query';

/** Count per status (every status present, zero when none) plus `total`, in one grouped query. */
export async function countByStatus(db: Queryable, scope: SqlWhere): Promise<Record<string, number>> {
  const rows = await db.query<{ status: string; n: number }>(
    `SELECT o.status, count(*)::int AS n FROM service_orders o WHERE ${scope.where} GROUP BY o.status`,
    scope.params,
  );
  return shapeCounts(rows);
}

/**
 * The same counts for every order (customerId null) or one company's, read from the per-company
 * counts that migration 006's triggers keep in step with the orders.
 */
export async function storedCounts(db: Queryable, customerId: number | null): Promise<Record<string, number>> {
  const rows = await db.query<{ status: string; n: number }>(
    `SELECT status, sum(n)::int AS n FROM service_order_counts WHERE ${customerId === null ? 'TRUE' : 'customer_id = $1'} GROUP BY status`,
    customerId === null ? [] : [customerId],
    { prepare: customerId === null ? 'order-counts-all' : 'order-counts-company' },
  );
  return shapeCounts(rows);
}

function shapeCounts(rows: Array<{ status: string; n: number }>): Record<string, number> {
  const counts: Record<string, number> = Object.fromEntries(ORDER_STATUSES.map((s) => [s, 0]));
  let total = 0;
  for (const row of rows) {
    if (row.status in counts) {
      counts[row.status] = row.n;
      total += row.n;
    }
  }
  counts.total = total;
  return counts;
}
