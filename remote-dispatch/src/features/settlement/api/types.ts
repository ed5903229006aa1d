/** A fee row as the steps take it. */
export interface FeeInput {
  sortId: number;
  feeIndex: string;
  endRange?: number | null;
  amount: number;
}
