import { ORDER_RANGE_FILTERS, ORDER_TEXT_FILTERS, type OrderRangeFilter, type OrderTextFilter } from '@portal/shared';
import { type RangeParams } from '@portal/shared/ui';

/** What the filter form holds: texts, ranges as {start, end}, a status. */
export type QueryFormValues = Partial<Record<OrderTextFilter, string>> &
  Partial<Record<OrderRangeFilter, RangeParams>> & { status?: string };

/** Query parameters for the list and the export (empty ones left out). */
export type QueryFilters = Record<string, string>;

export function toQueryFilters(values: QueryFormValues): QueryFilters {
  const filters: QueryFilters = {};
  for (const key of ORDER_TEXT_FILTERS) {
    const text = values[key]?.trim();
    if (text) filters[key] = text;
  }
  for (const key of ORDER_RANGE_FILTERS) {
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
  for (const key of ORDER_TEXT_FILTERS) {
    const text = search.get(key)?.trim();
    if (text) values[key] = text;
  }
  for (const key of ORDER_RANGE_FILTERS) {
    const start = search.get(`${key}Start`) ?? undefined;
    const end = search.get(`${key}End`) ?? undefined;
    if (start || end) values[key] = { ...(start ? { start } : {}), ...(end ? { end } : {}) };
  }
  const status = search.get('status');
  if (status) values.status = status;
  return values;
}
