import type { RangeParams } from '@portal/shared';

/** SPEC section 3's text query parameters. */
export const TEXT_PARAMS = [
  'projectName',
  'serviceContent',
  'serviceNo',
  'creators',
  'repairUserName',
  'repairUserAddress',
  'repairNo',
  'engineerName',
  'engineerCompanyName',
] as const;

/** SPEC section 3's time ranges, each sent as `<name>Start` / `<name>End`. */
export const RANGE_PARAMS = [
  'appointment',
  'create',
  'dispatch',
  'arrive',
  'completion',
  'acceptance',
  'income',
  'trackRecord',
] as const;

export const SORT_FIELDS = [
  'createTime',
  'appointmentTime',
  'dispatchTime',
  'arriveTime',
  'completionTime',
  'serviceNo',
] as const;
export type SortField = (typeof SORT_FIELDS)[number];

export type TextParam = (typeof TEXT_PARAMS)[number];
export type RangeParam = (typeof RANGE_PARAMS)[number];

/** What the filter form holds: texts, ranges as {start, end}, a status. */
export type QueryFormValues = Partial<Record<TextParam, string>> &
  Partial<Record<RangeParam, RangeParams>> & { status?: string };

/** Query parameters for the list and the export (empty ones left out). */
export type QueryFilters = Record<string, string>;

export function toQueryFilters(values: QueryFormValues): QueryFilters {
  const filters: QueryFilters = {};
  for (const key of TEXT_PARAMS) {
    const text = values[key]?.trim();
    if (text) filters[key] = text;
  }
  for (const key of RANGE_PARAMS) {
    const range = values[key];
    if (range?.start) filters[`${key}Start`] = range.start;
    if (range?.end) filters[`${key}End`] = range.end;
  }
  if (values.status) filters.status = values.status;
  return filters;
}

/** The filters a link brought in its query (`/dispatchStation/dispatchQuery?engineerName=赵`), as form values. */
export function formValuesFromSearch(search: URLSearchParams): QueryFormValues {
  const values: QueryFormValues = {};
  for (const key of TEXT_PARAMS) {
    const text = search.get(key)?.trim();
    if (text) values[key] = text;
  }
  for (const key of RANGE_PARAMS) {
    const start = search.get(`${key}Start`) ?? undefined;
    const end = search.get(`${key}End`) ?? undefined;
    if (start || end) values[key] = { ...(start ? { start } : {}), ...(end ? { end } : {}) };
  }
  const status = search.get('status');
  if (status) values.status = status;
  return values;
}
