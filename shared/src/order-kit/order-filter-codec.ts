import dayjs from 'dayjs';
import {
  ORDER_FILTER_TEXT_MAX,
  ORDER_RANGE_FILTERS,
  ORDER_SORT_FIELDS,
  ORDER_TEXT_FILTERS,
  type OrderRangeFilter,
  type OrderTextFilter,
} from '@portal/contract/order-query';
import type { OrderFilters } from '@portal/contract/order-filters';
import type { RangeParams } from '../widgets/date-time-range-filter';

/** A filter of the order lists: a text one or a time range (`<name>Start` / `<name>End`). */
export type OrderFilterKey = OrderTextFilter | OrderRangeFilter;

/** What an order filter form holds: the texts, each time range as `{ start, end }`. */
export type OrderFilterValues = Partial<Record<OrderTextFilter, string>> &
  Partial<Record<OrderRangeFilter, RangeParams>>;

/** The filters and the sort of an order list, as the contract types its query (the sort in the two words the lists send). */
export type OrderListFilters = Omit<OrderFilters, 'sortOrder'> & { sortOrder?: 'asc' | 'desc' };

const DATE_TIME = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/;
const DATE_TIME_FORMAT = 'YYYY-MM-DD HH:mm:ss';

/** A time as the pickers write it ('YYYY-MM-DD HH:mm:ss') and of a real day (no 2026-02-30). */
const isDateTime = (value: string): boolean =>
  DATE_TIME.test(value) && dayjs(value).format(DATE_TIME_FORMAT) === value;

const isOneOf = <T extends string>(list: readonly T[], value: unknown): value is T =>
  typeof value === 'string' && (list as readonly string[]).includes(value);

const startKey = (key: OrderRangeFilter) => `${key}Start` as const;
const endKey = (key: OrderRangeFilter) => `${key}End` as const;

/** A text filter as sent: trimmed, at most the length the server takes; blank is none. */
const cleanText = (value: string | null | undefined): string | undefined => {
  const text = value?.trim().slice(0, ORDER_FILTER_TEXT_MAX).trim();
  return text ? text : undefined;
};
const cleanTime = (value: string | null | undefined): string | undefined =>
  value && isDateTime(value) ? value : undefined;

/**
 * The one codec of the order lists' filters (SPEC section 3's lists in the contract):
 * URL query <-> `OrderListFilters` (the contract's `OrderFilters`) <-> filter-form values; the
 * filters are also exactly the query the lists send. Blank, unknown and malformed values (a hand-edited
 * or stale link) are left out, never sent; text is trimmed and cut to `ORDER_FILTER_TEXT_MAX`.
 */
export const orderFilterCodec = {
  /** The filters and sort a URL query holds. */
  parse(params: URLSearchParams): OrderListFilters {
    const filters: OrderListFilters = {};
    for (const key of ORDER_TEXT_FILTERS) {
      const text = cleanText(params.get(key));
      if (text) filters[key] = text;
    }
    for (const key of ORDER_RANGE_FILTERS) {
      const start = cleanTime(params.get(startKey(key)));
      const end = cleanTime(params.get(endKey(key)));
      if (start) filters[startKey(key)] = start;
      if (end) filters[endKey(key)] = end;
    }
    const sortBy = params.get('sortBy');
    if (isOneOf(ORDER_SORT_FIELDS, sortBy)) {
      filters.sortBy = sortBy;
      filters.sortOrder = params.get('sortOrder') === 'asc' ? 'asc' : 'desc';
    }
    return filters;
  },

  /** The filters cleaned as the server gets them: blanks and malformed values out, a sort always with its order. */
  query(filters: OrderListFilters): OrderListFilters {
    return orderFilterCodec.parse(new URLSearchParams(orderFilterCodec.serialize(filters)));
  },

  /** The filters as query parameters (for the URL), in the lists' order, blanks left out. */
  serialize(filters: OrderListFilters): Record<string, string> {
    const params: Record<string, string> = {};
    for (const key of ORDER_TEXT_FILTERS) {
      const text = cleanText(filters[key]);
      if (text) params[key] = text;
    }
    for (const key of ORDER_RANGE_FILTERS) {
      const start = cleanTime(filters[startKey(key)]);
      const end = cleanTime(filters[endKey(key)]);
      if (start) params[startKey(key)] = start;
      if (end) params[endKey(key)] = end;
    }
    if (isOneOf(ORDER_SORT_FIELDS, filters.sortBy)) {
      params.sortBy = filters.sortBy;
      params.sortOrder = filters.sortOrder === 'asc' ? 'asc' : 'desc';
    }
    return params;
  },

  /** A filter form's values as filters (the sort is not the form's). */
  fromForm(values: OrderFilterValues): OrderListFilters {
    const filters: OrderListFilters = {};
    for (const key of ORDER_TEXT_FILTERS) {
      const text = cleanText(values[key]);
      if (text) filters[key] = text;
    }
    for (const key of ORDER_RANGE_FILTERS) {
      const start = cleanTime(values[key]?.start);
      const end = cleanTime(values[key]?.end);
      if (start) filters[startKey(key)] = start;
      if (end) filters[endKey(key)] = end;
    }
    return filters;
  },

  /** What a filter form shows of the filters. */
  toForm(filters: OrderListFilters): OrderFilterValues {
    const values: OrderFilterValues = {};
    for (const key of ORDER_TEXT_FILTERS) {
      const text = cleanText(filters[key]);
      if (text) values[key] = text;
    }
    for (const key of ORDER_RANGE_FILTERS) {
      const start = cleanTime(filters[startKey(key)]);
      const end = cleanTime(filters[endKey(key)]);
      if (start || end) values[key] = { ...(start ? { start } : {}), ...(end ? { end } : {}) };
    }
    return values;
  },

  /** Whether any of the given filters has a value (to unfold the rarer filters when one is set). */
  hasAny(filters: OrderListFilters, keys: readonly OrderFilterKey[]): boolean {
    return keys.some((key) =>
      isOneOf(ORDER_TEXT_FILTERS, key)
        ? cleanText(filters[key]) !== undefined
        : Boolean(cleanTime(filters[startKey(key)]) ?? cleanTime(filters[endKey(key)])),
    );
  },
};
