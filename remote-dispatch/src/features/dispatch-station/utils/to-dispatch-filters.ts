import type { Dayjs } from 'dayjs';
import type { DispatchFilters } from '../api/get-dispatch-counts';

export const FILTER_TIME_FORMAT = 'YYYY-MM-DD HH:mm:ss';

type Range = [Dayjs | null, Dayjs | null] | null | undefined;

/** What the filter form holds. */
export interface DispatchFilterValues {
  projectName?: string;
  repairUserName?: string;
  repairUserAddress?: string;
  engineerName?: string;
  serviceNo?: string;
  appointmentTime?: Range;
  arriveTime?: Range;
  createTime?: Range;
}

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

/** Form values to query parameters: trimmed texts, ranges as start/end pairs; empty ones left out. */
export function toDispatchFilters(values: DispatchFilterValues): DispatchFilters {
  const filters: DispatchFilters = {};
  for (const field of TEXT_FILTERS) {
    const text = values[field]?.trim();
    if (text) filters[field] = text;
  }
  for (const [field, startKey, endKey] of RANGES) {
    const [start, end] = values[field] ?? [];
    if (start) filters[startKey] = start.format(FILTER_TIME_FORMAT);
    if (end) filters[endKey] = end.format(FILTER_TIME_FORMAT);
  }
  return filters;
}
