import { Type } from '@sinclair/typebox';
import { Text } from './strings';

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const DATE_TIME =
  /^(\d{4})-(\d{2})-(\d{2})(?:[ T](\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,6})?)?(Z|[+-]\d{2}:?\d{2})?)?$/;

/** Years a service order can sensibly name. */
export const YEAR_MIN = 1900;
export const YEAR_MAX = 2999;
/** Real UTC offsets run from -12:00 to +14:00; -14:00 is allowed for symmetry. */
export const OFFSET_LIMIT_MINUTES = 14 * 60;

function isRealDay(year: number, month: number, day: number): boolean {
  if (year < YEAR_MIN || year > YEAR_MAX || month < 1 || month > 12 || day < 1) return false;
  return day <= new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** `+08:00`, `-0530` or `Z` as minutes east of UTC; null when it is no real offset. */
export function offsetMinutes(offset: string): number | null {
  if (offset === 'Z') return 0;
  const m = /^([+-])(\d{2}):?(\d{2})$/.exec(offset);
  if (!m) return null;
  const hours = Number(m[2]);
  const minutes = Number(m[3]);
  if (minutes > 59) return null;
  const total = hours * 60 + minutes;
  if (total > OFFSET_LIMIT_MINUTES) return null;
  return m[1] === '-' ? -total : total;
}

/** True for `yyyy-MM-dd` naming a real calendar day. */
export function isRealDate(value: string): boolean {
  const m = DATE.exec(value);
  return !!m && isRealDay(Number(m[1]), Number(m[2]), Number(m[3]));
}

/** True for a date or date-time (`yyyy-MM-dd[ HH:mm[:ss[.SSS]]][offset]`) naming a real moment with a sane offset. */
export function isRealDateTime(value: string): boolean {
  const m = DATE_TIME.exec(value);
  if (!m || !isRealDay(Number(m[1]), Number(m[2]), Number(m[3]))) return false;
  if (Number(m[4] ?? 0) > 23 || Number(m[5] ?? 0) > 59 || Number(m[6] ?? 0) > 59) return false;
  return m[7] === undefined || offsetMinutes(m[7]) !== null;
}

/** Format names the server's validator knows (see CONTRACT_FORMATS). */
export const DATE_FORMAT = 'portal-date';
export const DATE_TIME_FORMAT = 'portal-date-time';

/** A date or date-time; `2024-02-30` and `+99:99` are refused. */
export const DateTimeString = Text(40, { format: DATE_TIME_FORMAT });
/** A wall-clock time in the portal's time zone, `yyyy-MM-dd HH:mm[:ss]` (appointments, step times). */
export const LocalDateTimeString = Type.String({
  pattern: '^\\d{4}-\\d{2}-\\d{2} \\d{2}:\\d{2}(:\\d{2})?$',
  format: DATE_TIME_FORMAT,
  maxLength: 19,
});
