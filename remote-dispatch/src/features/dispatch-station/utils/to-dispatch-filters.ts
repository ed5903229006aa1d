import type { Dayjs } from 'dayjs';
import { DATE_TIME_FORMAT } from '@portal/shared';
import type { DispatchFilters } from '../api/get-dispatch-counts';

type Range = [Dayjs | null, Dayjs | null] | null | undefined;

/** The text filters, in the form's order. */
export const TEXT_FILTERS = [
  'projectName',
  'repairUserName',
  'repairUserAddress',
  'engineerName',
  'serviceNo',
] as const;
/** Each time-range filter with the query parameters of its start and end, in the form's order. */
const RANGES = [
  ['appointmentTime', 'appointmentStart', 'appointmentEnd'],
  ['arriveTime', 'arriveStart', 'arriveEnd'],
  ['createTime', 'createStart', 'createEnd'],
] as const;
export const RANGE_FILTERS = RANGES.map(([field]) => field);

/** What the filter form holds. */
export type DispatchFilterValues = Partial<Record<(typeof TEXT_FILTERS)[number], string>> &
  Partial<Record<(typeof RANGE_FILTERS)[number], Range>>;

/** Form values to query parameters: trimmed texts, ranges as start/end pairs; empty ones left out. */
export function toDispatchFilters(values: DispatchFilterValues): DispatchFilters {
  const filters: DispatchFilters = {};
  for (const field of TEXT_FILTERS) {
    const text = values[field]?.trim();
    if (text) filters[field] = text;
  }
  for (const [field, startKey, endKey] of RANGES) {
    const [start, end] = values[field] ?? [];
    if (start) filters[startKey] = start.format(DATE_TIME_FORMAT);
    if (end) filters[endKey] = end.format(DATE_TIME_FORMAT);
  }
  return filters;
}
