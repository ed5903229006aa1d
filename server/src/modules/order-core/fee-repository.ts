import type { FeeInput, OrderFee } from '@portal/contract';
import type { Queryable } from '../../db/database';

/** The fee rows of the orders, of the kinds, in the settlement's order. */
export const feeRowsOf = (db: Queryable, serviceIds: number[], kinds: Array<'income' | 'expense'>) =>
  db.query<OrderFee>(
    `SELECT id, service_id AS "serviceId", kind, sort_id AS "sortId", fee_index AS "feeIndex", end_range::float8 AS "endRange",
            amount::float8 AS amount
       FROM fee_rows WHERE service_id = ANY($1::bigint[]) AND kind = ANY($2::text[]) ORDER BY service_id, kind DESC, sort_id, id`,
    [serviceIds, kinds],
  );

/** Replaces the order's fee rows of one kind. */
export async function replaceFeeRows(
  db: Queryable,
  serviceId: number,
  kind: 'income' | 'expense',
  fees: FeeInput[],
): Promise<void> {
  await db.query('DELETE FROM fee_rows WHERE service_id = $1 AND kind = $2', [serviceId, kind]);
  if (fees.length === 0) return;
  await db.query(
    `INSERT INTO fee_rows (service_id, kind, sort_id, fee_index, end_range, amount)
     SELECT $1, $2, f."sortId", f."feeIndex", f."endRange", f.amount
       FROM jsonb_to_recordset($3::jsonb) AS f("sortId" int, "feeIndex" text, "endRange" numeric, amount numeric)`,
    [serviceId, kind, JSON.stringify(fees.map((f) => ({ ...f, endRange: f.endRange ?? null })))],
  );
}
