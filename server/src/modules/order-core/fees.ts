import type { Queryable } from '../../db/database';
import { feeRowsOf } from './fee-repository';
import type { OrderFee, OrderFeeTotals } from '@portal/contract';

/** Which fee rows a user sees: staff all, customers the income side (what they pay), engineers none. */
export function visibleFeeKinds(authority: string): Array<'income' | 'expense'> {
  if (authority === 'manager') return ['income', 'expense'];
  if (authority === 'customer') return ['income'];
  return [];
}

const round2 = (n: number) => Math.round(n * 100) / 100;

/** Fee rows and totals per order, for the given orders and kinds. */
export async function loadFees(
  db: Queryable,
  serviceIds: number[],
  kinds: Array<'income' | 'expense'>,
): Promise<Map<number, { rows: OrderFee[]; totals: OrderFeeTotals }>> {
  const result = new Map<number, { rows: OrderFee[]; totals: OrderFeeTotals }>();
  for (const id of serviceIds)
    result.set(id, {
      rows: [],
      totals: kinds.includes('expense') ? { income: 0, expense: 0 } : { income: 0 },
    });
  if (serviceIds.length === 0 || kinds.length === 0) return result;
  const rows = await feeRowsOf(db, serviceIds, kinds);
  for (const row of rows) {
    const entry = result.get(Number(row.serviceId))!;
    entry.rows.push(row);
    if (row.kind === 'income') entry.totals.income = round2(entry.totals.income + row.amount);
    else entry.totals.expense = round2((entry.totals.expense ?? 0) + row.amount);
  }
  return result;
}
