import { queryOne, type Queryable } from '../../db/database';
import type { SettlementPage, SettlementRow } from '@portal/contract';
import { ts } from '../../http';
import { orderBy } from '../orders/order-query';
import { loadFees } from '../order-core/fees';
import { pageOf, param, type SqlWhere } from '../../lib/query-sql';
import { type ScopeUser, orderScope } from '../../lib/scope-sql';

const COLUMNS = `o.id, o.service_no AS "serviceNo", o.status, c.name AS "customerName", o.project_name AS "projectName",
  o.service_content AS "serviceContent", o.repair_user_name AS "repairUserName", o.repair_user_address AS "repairUserAddress",
  o.engineer_name AS "engineerName", ${ts('o.completion_time', 'completionTime')}, ${ts('o.settlement_time', 'settlementTime')},
  ${ts('o.confirm_time', 'confirmTime')}`;

/** A page of the orders in `scope` with their fee rows of `kinds`, and the sums over every order in it. */
export async function settlementPage(
  db: Queryable,
  scope: SqlWhere,
  kinds: Array<'income' | 'expense'>,
  current: number,
  size: number,
): Promise<SettlementPage> {
  const page = {
    count: `service_orders o WHERE ${scope.where}`,
    select: `${COLUMNS} FROM service_orders o JOIN customer_companies c ON c.id = o.customer_id WHERE ${scope.where}`,
    orderBy: orderBy({}),
  };
  const { total, records } = await pageOf<Omit<SettlementRow, 'fees' | 'totals'>>(
    db,
    page,
    scope.params,
    current,
    size,
  );
  const fees = await loadFees(
    db,
    records.map((r) => Number(r.id)),
    kinds,
  );
  const params = [...scope.params];
  const sums = await db.query<{ kind: 'income' | 'expense'; amount: number }>(
    `SELECT f.kind, coalesce(sum(f.amount), 0)::float8 AS amount FROM fee_rows f JOIN service_orders o ON o.id = f.service_id
      WHERE ${scope.where} AND f.kind = ANY(${param(params, kinds)}::text[]) GROUP BY f.kind`,
    params,
  );
  const grandTotal = Object.fromEntries(kinds.map((k) => [k, 0])) as SettlementPage['grandTotal'];
  for (const s of sums) grandTotal[s.kind] = s.amount;
  return {
    total,
    records: records.map((r) => ({
      ...r,
      fees: fees.get(Number(r.id))!.rows,
      totals: fees.get(Number(r.id))!.totals,
    })),
    grandTotal,
  };
}

const feeList = (kind: string) =>
  `(SELECT string_agg(f.fee_index || ' ' || to_char(f.amount, 'FM9999999999990.00'), '；' ORDER BY f.sort_id, f.id)
      FROM fee_rows f WHERE f.service_id = o.id AND f.kind = '${kind}')`;
const feeSum = (kind: string) =>
  `(SELECT coalesce(sum(f.amount), 0)::float8 FROM fee_rows f WHERE f.service_id = o.id AND f.kind = '${kind}')`;

/** The export's columns (alias o, c): the page's, with each order's fee items and totals (expenses for staff only). */
export const settlementExportColumns = (staff: boolean) =>
  `${COLUMNS}, ${feeList('income')} AS "incomeItems", ${feeSum('income')} AS "incomeTotal"${
    staff ? `, ${feeList('expense')} AS "expenseItems", ${feeSum('expense')} AS "expenseTotal"` : ''
  }`;

/** The order as a settlement objection reads it, in the user's scope, locked until commit. */
export const lockOrderForObjection = (db: Queryable, user: ScopeUser, id: number) => {
  const params: unknown[] = [id];
  return queryOne<{ serviceNo: string; status: string; customerName: string; repairUserName: string }>(
    db,
    `SELECT o.service_no AS "serviceNo", o.status, c.name AS "customerName", o.repair_user_name AS "repairUserName"
         FROM service_orders o JOIN customer_companies c ON c.id = o.customer_id
        WHERE o.id = $1 AND ${orderScope(user, params)} FOR UPDATE OF o`,
    params,
  );
};
