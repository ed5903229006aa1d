import {
  CUSTOMER_TABS,
  DEFAULT_PAGE_SIZE,
  ORDER_FILTER_TEXT_MAX,
  ORDER_RANGE_FILTERS,
  ORDER_SORT_FIELDS,
  ORDER_TEXT_FILTERS,
  listSearchParams,
  readPage,
  type ListSearchCodec,
  type OrderRangeFilter,
  type OrderSortField,
  type OrderTextFilter,
} from '@portal/shared';
import { type RangeParams } from '@portal/shared/ui';

export type CustomerTab = (typeof CUSTOMER_TABS)[number];
export const DEFAULT_TAB: CustomerTab = 'pendingDispatch';

export type OrderFilters = Partial<Record<OrderTextFilter, string>> &
  Partial<Record<OrderRangeFilter, RangeParams>>;

/** What the page shows apart from the paging: the tab, the filters and the sort. */
export interface OrderView {
  tab: CustomerTab;
  filters: OrderFilters;
  sortBy?: OrderSortField;
  sortOrder?: 'asc' | 'desc';
}

export interface OrderQueryState extends OrderView {
  current: number;
  size: number;
}

export const DEFAULT_STATE: OrderQueryState = {
  tab: DEFAULT_TAB,
  filters: {},
  current: 1,
  size: DEFAULT_PAGE_SIZE,
};

const DATE_TIME = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/;

const isOneOf = <T extends string>(list: readonly T[], value: string | null): value is T =>
  value !== null && (list as readonly string[]).includes(value);

/** The sort as request parameters (none when unsorted). */
const sortParams = ({ sortBy, sortOrder }: OrderView): Record<string, string> =>
  sortBy ? { sortBy, sortOrder: sortOrder ?? 'desc' } : {};

/**
 * The order query's view in the URL's query, for the list-page kit's `useListSearch`. Anything
 * missing, unknown or malformed takes its default, so an edited or stale link still opens a working
 * page; defaults are left out so that links stay short.
 */
export const orderQueryCodec: ListSearchCodec<OrderView> = {
  parse: (params) => {
    const filters: OrderFilters = {};
    for (const key of ORDER_TEXT_FILTERS) {
      const value = params.get(key)?.trim();
      if (value) filters[key] = value.slice(0, ORDER_FILTER_TEXT_MAX);
    }
    for (const key of ORDER_RANGE_FILTERS) {
      const start = params.get(`${key}Start`);
      const end = params.get(`${key}End`);
      const range: RangeParams = {};
      if (start && DATE_TIME.test(start)) range.start = start;
      if (end && DATE_TIME.test(end)) range.end = end;
      if (range.start || range.end) filters[key] = range;
    }
    const tab = params.get('tab');
    const sortBy = params.get('sortBy');
    const sortOrder = params.get('sortOrder');
    const view: OrderView = { tab: isOneOf(CUSTOMER_TABS, tab) ? tab : DEFAULT_TAB, filters };
    if (isOneOf(ORDER_SORT_FIELDS, sortBy)) {
      view.sortBy = sortBy;
      view.sortOrder = sortOrder === 'asc' ? 'asc' : 'desc';
    }
    return view;
  },
  serialize: (view) => ({
    ...(view.tab !== DEFAULT_TAB ? { tab: view.tab } : {}),
    ...filterParams(view.filters),
    ...sortParams(view),
  }),
};

/** The whole state (view and page) from the URL's query. */
export function parseOrderQuery(search: string | URLSearchParams): OrderQueryState {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  return { ...orderQueryCodec.parse(params), ...readPage(params) };
}

/** The whole state as query parameters, the page last. */
export function serializeOrderQuery({ current, size, ...view }: OrderQueryState): URLSearchParams {
  return listSearchParams(orderQueryCodec, view, { current, size });
}

/** The filters as the server's query parameters (trimmed text, `<name>Start` / `<name>End`). */
export function filterParams(filters: OrderFilters): Record<string, string> {
  const params: Record<string, string> = {};
  for (const key of ORDER_TEXT_FILTERS) {
    const value = filters[key]?.trim();
    if (value) params[key] = value;
  }
  for (const key of ORDER_RANGE_FILTERS) {
    const range = filters[key];
    if (range?.start) params[`${key}Start`] = range.start;
    if (range?.end) params[`${key}End`] = range.end;
  }
  return params;
}

/** Whether any of the given filters has a value (to open the advanced filters when one is set). */
export const hasAnyFilter = (
  filters: OrderFilters,
  keys: ReadonlyArray<OrderTextFilter | OrderRangeFilter>,
): boolean =>
  keys.some((key) => {
    const value = filters[key];
    return typeof value === 'string' ? value.trim() !== '' : Boolean(value?.start || value?.end);
  });

/** Export parameters: everything of the page's query except the paging. */
export function exportParams(state: OrderQueryState): Record<string, string> {
  return { ...filterParams(state.filters), status: state.tab, ...sortParams(state) };
}

/** Request parameters of one page: the filters, the status of the tab, the sort and the page. */
export function pageParams(state: OrderQueryState): Record<string, string | number> {
  return { ...exportParams(state), current: state.current, size: state.size };
}
