import {
  ORDER_RANGE_FILTERS,
  ORDER_SORT_FIELDS,
  ORDER_TEXT_FILTERS,
  type ListSearchCodec,
  type OrderRangeFilter,
  type OrderSortField,
  type OrderTextFilter,
} from '@portal/shared';
import { type RangeParams } from '@portal/shared/ui';

/** What the filter form holds: texts, ranges as {start, end}, a status. */
export type QueryFormValues = Partial<Record<OrderTextFilter, string>> &
  Partial<Record<OrderRangeFilter, RangeParams>> & { status?: string };

/** Query parameters for the list and the export (empty ones left out). */
type QueryFilters = Record<string, string>;

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
function formValuesFromSearch(search: URLSearchParams): QueryFormValues {
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

/** What the query keeps in its URL besides the page: the filter form's values and the sort. */
interface DispatchQueryView {
  values: QueryFormValues;
  sortBy?: OrderSortField;
  sortOrder?: 'asc' | 'desc';
}

/** The sort as request parameters (none when unsorted). */
export const sortParams = ({ sortBy, sortOrder }: DispatchQueryView): QueryFilters =>
  sortBy ? { sortBy, sortOrder: sortOrder ?? 'desc' } : {};

/**
 * The dispatch query in its URL: the filters as the list's own parameters (so a link such as
 * `?engineerName=赵` keeps working), then `sortBy` / `sortOrder`.
 */
export const dispatchQuerySearch: ListSearchCodec<DispatchQueryView> = {
  parse: (params) => {
    const view: DispatchQueryView = { values: formValuesFromSearch(params) };
    const sortBy = params.get('sortBy');
    if (sortBy && (ORDER_SORT_FIELDS as readonly string[]).includes(sortBy)) {
      view.sortBy = sortBy as OrderSortField;
      view.sortOrder = params.get('sortOrder') === 'asc' ? 'asc' : 'desc';
    }
    return view;
  },
  serialize: (view) => ({ ...toQueryFilters(view.values), ...sortParams(view) }),
};
