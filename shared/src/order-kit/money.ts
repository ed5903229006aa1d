/** An amount in yuan with two decimals ('1,234.50'). */
export function formatAmount(value: number | null | undefined): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return '-';
  return value.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
}

/** Sum rounded to cents, so 0.1 + 0.2 shows as 0.30. */
export function sumAmounts(values: Array<number | null | undefined>): number {
  const cents = values.reduce<number>((total, v) => total + Math.round((v ?? 0) * 100), 0);
  return cents / 100;
}
