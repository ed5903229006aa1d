import { useCallback, useMemo } from 'react';
import { DEFAULT_PAGE_SIZE, PAGE_SIZE_OPTIONS, type PageState } from './pagination';
import { useReplaceSearch } from './use-replace-search';

/** How one list page's filters (anything but the paging) are written to and read from its query string. */
export interface ListSearchCodec<F> {
  /** The filters a query holds; anything missing, unknown or malformed takes its default. */
  parse: (params: URLSearchParams) => F;
  /** The filters as query parameters, defaults and blanks left out so that links stay short. */
  serialize: (filters: F) => Record<string, string>;
}

const positiveInt = (value: string | null): number | null =>
  value && /^\d{1,6}$/.test(value) && Number(value) > 0 ? Number(value) : null;

/** The page in a query (`current`, `size`); a missing or malformed one is page 1 of the default size. */
export function readPage(params: URLSearchParams): PageState {
  const size = positiveInt(params.get('size'));
  return {
    current: positiveInt(params.get('current')) ?? 1,
    size: size !== null && PAGE_SIZE_OPTIONS.includes(size) ? size : DEFAULT_PAGE_SIZE,
  };
}

/** Adds the page to a query, leaving out page 1 and the default size. */
export function writePage(params: URLSearchParams, page: PageState): URLSearchParams {
  if (page.current !== 1) params.set('current', String(page.current));
  if (page.size !== DEFAULT_PAGE_SIZE) params.set('size', String(page.size));
  return params;
}

/** The whole query of a list page: its filters, then its page. */
export function listSearchParams<F>(codec: ListSearchCodec<F>, filters: F, page: PageState): URLSearchParams {
  return writePage(new URLSearchParams(codec.serialize(filters)), page);
}

export interface ListSearch<F> {
  filters: F;
  page: PageState;
  /**
   * 查询: these filters from page 1, the page size kept. False when the URL holds that already (the
   * page may then fetch again: 查询 still means "show me the latest").
   */
  search: (filters: F) => boolean;
  /** 重置: the default filters (or the ones given, e.g. to keep a tab) from page 1, the page size kept. */
  reset: (filters?: F) => void;
  /** Another page or page size, the filters kept. */
  setPage: (page: PageState) => void;
}

/**
 * A list page's filters and page, kept in its query string (through `useReplaceSearch`), so that
 * reload, back and forward and a shared link show the same list. The URL is the only copy of the state.
 */
export function useListSearch<F>(codec: ListSearchCodec<F>): ListSearch<F> {
  const [search, replace] = useReplaceSearch();
  const { parse, serialize } = codec;
  const [filters, page] = useMemo(() => {
    const params = new URLSearchParams(search);
    return [parse(params), readPage(params)] as const;
  }, [parse, search]);

  const go = useCallback(
    (nextFilters: F, nextPage: PageState): boolean => {
      const next = listSearchParams({ parse, serialize }, nextFilters, nextPage);
      const now = listSearchParams({ parse, serialize }, filters, page);
      if (next.toString() === now.toString()) return false;
      replace(next);
      return true;
    },
    [filters, page, parse, replace, serialize],
  );

  return {
    filters,
    page,
    search: (next) => go(next, { current: 1, size: page.size }),
    reset: (next) => void go(next ?? parse(new URLSearchParams()), { current: 1, size: page.size }),
    setPage: (next) => void go(filters, next),
  };
}

/**
 * What a list's query shows while a page loads (react-query's `placeholderData`): the rows it showed
 * before, or, on a page just opened at a new query string (the host opens a fresh copy of the page,
 * see `useReplaceSearch`), the rows this list showed last, instead of an empty table. One per list:
 * `remember` what each fetch answered.
 */
export function lastShownPlaceholder<T>(): {
  remember: (data: T) => T;
  placeholder: (previous: T | undefined) => T | undefined;
} {
  let last: T | undefined;
  return {
    remember: (data) => {
      last = data;
      return data;
    },
    placeholder: (previous) => previous ?? last,
  };
}

/**
 * A list's page query that keeps the rows last shown while a page loads (see `lastShownPlaceholder`):
 * react-query's `queryFn` and `placeholderData` for the given parameters. One per list, made once at
 * module level from the list's fetch.
 */
export function lastShownPageQuery<P, T>(fetchPage: (params: P) => Promise<T>) {
  const lastShown = lastShownPlaceholder<T>();
  return (params: P) => ({
    queryFn: () => fetchPage(params).then(lastShown.remember),
    placeholderData: lastShown.placeholder,
  });
}
