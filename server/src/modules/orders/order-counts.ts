import { ORDER_STATUSES } from '@portal/contract';
import type { Queryable } from '../../db/database';
import type { SqlWhere } from '../../lib/query-sql';
import { keptStatusCounts, statusCountsIn, type StatusCount } from './order-count-repository';

/** Count per status (every status present, zero when none) plus `total`, in one grouped query. */
export async function countByStatus(db: Queryable, scope: SqlWhere): Promise<Record<string, number>> {
  return shapeCounts(await statusCountsIn(db, scope));
}

/**
 * The same counts for every order (customerId null) or one company's, read from the per-company
 * counts that migration 006's triggers keep in step with the orders.
 */
export async function storedCounts(
  db: Queryable,
  customerId: number | null,
): Promise<Record<string, number>> {
  return shapeCounts(await keptStatusCounts(db, customerId));
}

function shapeCounts(rows: StatusCount[]): Record<string, number> {
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
