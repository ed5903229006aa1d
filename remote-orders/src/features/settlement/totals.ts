import { sumAmounts } from '@portal/shared/ui';
import type { SettlementRow } from '@portal/shared/contract';

/** What an order costs the customer: the server's total, else the sum of its income rows. */
export function orderAmount(row: Pick<SettlementRow, 'fees' | 'totals'>): number {
  if (row.totals && Number.isFinite(row.totals.income)) return row.totals.income;
  return sumAmounts(row.fees.filter((fee) => fee.kind === 'income').map((fee) => fee.amount));
}

/** Count and sum of the chosen orders (rows not on the page are ignored). */
export function selectionTotal(
  rows: SettlementRow[],
  selectedIds: readonly number[],
): { count: number; amount: number } {
  const chosen = rows.filter((row) => selectedIds.includes(row.id));
  return { count: chosen.length, amount: sumAmounts(chosen.map(orderAmount)) };
}
