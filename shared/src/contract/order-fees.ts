/** One stored fee row of an order, as the order and settlement reads answer it. */
export interface OrderFee {
  id: number;
  serviceId: number;
  kind: 'income' | 'expense';
  sortId: number;
  feeIndex: string;
  endRange: number | null;
  amount: number;
}

/** An order's fee totals; `expense` only for staff, who see both sides. */
export interface OrderFeeTotals {
  income: number;
  expense?: number;
}
