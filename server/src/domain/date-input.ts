const PARTS = /^(\d{4})-(\d{2})-(\d{2})(?:[ T](\d{2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?(?:Z|[+-]\d{2}:?\d{2})?)?$/;

/**
 * True when a date or date-time string names a real calendar moment. The route schemas only check
 * the shape; without this, `2024-02-30` would reach PostgreSQL and fail there as a server error.
 */
export function isRealDateTime(value: string): boolean {
  const m = PARTS.exec(value);
  if (!m) return false;
  const [year, month, day, hour = '0', minute = '0', second = '0'] = m.slice(1).map((p) => p ?? undefined) as string[];
  const y = Number(year);
  const mo = Number(month);
  const d = Number(day);
  if (y < 1900 || y > 2999 || mo < 1 || mo > 12 || d < 1) return false;
  if (d > new Date(Date.UTC(y, mo, 0)).getUTCDate()) return false;
  return Number(hour) < 24 && Number(minute) < 60 && Number(second) < 60;
}
