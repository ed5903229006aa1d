import { ORDER_STATUSES } from '@portal/shared/contract';
import type { Queryable } from '../db/database';
import type { SqlWhere } from './order-query';

/** Count per status (every status present, zero when none) plus `total`, in one grouped query. */
export async function countByStatus(db: Queryable, scope: SqlWhere): Promise<Record<string, number>> {
  const rows = await db.query<{ status: string; n: number }>(
    `SELECT o.status, count(*)::int AS n FROM service_orders o WHERE ${scope.where} GROUP BY o.status`,
    scope.params,
  );
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
