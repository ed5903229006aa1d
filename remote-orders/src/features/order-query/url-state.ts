import {
  CUSTOMER_TABS,
  DEFAULT_PAGE_SIZE,
  listSearchParams,
  readPage,
  type ListSearchCodec,
  type OrderSortField,
} from '@portal/shared';
import { orderFilterCodec, type OrderFilterValues, type OrderListFilters } from '@portal/shared/ui';

export type CustomerTab = (typeof CUSTOMER_TABS)[number];
export const DEFAULT_TAB: CustomerTab = 'pendingDispatch';

/** What the page shows apart from the paging: the tab, the filters and the sort. */
export interface OrderView {
  tab: CustomerTab;
  /** The filter form's values (the order kit's): texts, and each time range as `{ start, end }`. */
  filters: OrderFilterValues;
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

const isTab = (value: string | null): value is CustomerTab =>
  value !== null && (CUSTOMER_TABS as readonly string[]).includes(value);

/** The filters and the sort of the view, as the order kit's codec holds them. */
const listFilters = ({ filters, sortBy, sortOrder }: OrderView): OrderListFilters => ({
  ...orderFilterCodec.fromForm(filters),
  ...(sortBy ? { sortBy, sortOrder: sortOrder ?? 'desc' } : {}),
});

/**
 * The order query's view in the URL's query, for the list-page kit's `useListSearch`: the tab, then
 * the filters and sort in the order kit's codec. Anything missing, unknown or malformed takes its
 * default, so an edited or stale link still opens a working page; defaults are left out so that links stay short.
 */
export const orderQueryCodec: ListSearchCodec<OrderView> = {
  parse: (params) => {
    const tab = params.get('tab');
    const { sortBy, sortOrder, ...filters } = orderFilterCodec.parse(params);
    const view: OrderView = {
      tab: isTab(tab) ? tab : DEFAULT_TAB,
      filters: orderFilterCodec.toForm(filters),
    };
    if (sortBy) {
      view.sortBy = sortBy;
      view.sortOrder = sortOrder === 'asc' ? 'asc' : 'desc';
    }
    return view;
  },
  serialize: (view) => ({
    ...(view.tab !== DEFAULT_TAB ? { tab: view.tab } : {}),
    ...orderFilterCodec.serialize(listFilters(view)),
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
export const filterParams = (filters: OrderFilterValues): OrderListFilters =>
  orderFilterCodec.query(orderFilterCodec.fromForm(filters));

/** Export parameters: everything of the page's query except the paging. */
export function exportParams(state: OrderQueryState) {
  return { ...orderFilterCodec.query(listFilters(state)), status: state.tab };
}

/** Request parameters of one page: the filters, the status of the tab, the sort and the page. */
export function pageParams(state: OrderQueryState) {
  return { ...exportParams(state), current: state.current, size: state.size };
}
