import { act, screen } from '@testing-library/react';
import { currentLocation, renderWithProviders } from '../testing';
import {
  lastShownPlaceholder,
  readPage,
  useListSearch,
  writePage,
  type ListSearch,
  type ListSearchCodec,
} from './use-list-search';

interface Filters {
  keyword: string;
  kind?: 'a' | 'b';
}

const codec: ListSearchCodec<Filters> = {
  parse: (params) => {
    const kind = params.get('kind');
    return {
      keyword: params.get('keyword')?.trim() ?? '',
      ...(kind === 'a' || kind === 'b' ? { kind } : {}),
    };
  },
  serialize: ({ keyword, kind }) => ({
    ...(keyword.trim() ? { keyword: keyword.trim() } : {}),
    ...(kind ? { kind } : {}),
  }),
};

let list: ListSearch<Filters>;

function Page() {
  list = useListSearch(codec);
  return <p>{JSON.stringify({ filters: list.filters, page: list.page })}</p>;
}

const shown = () => JSON.parse(screen.getByText(/^\{/).textContent ?? '') as unknown;

test('the page is read from and written to current / size; defaults and bad values stay out', () => {
  expect(readPage(new URLSearchParams('current=3&size=50'))).toEqual({ current: 3, size: 50 });
  expect(readPage(new URLSearchParams('current=-1&size=15'))).toEqual({ current: 1, size: 10 });
  expect(readPage(new URLSearchParams('current=x'))).toEqual({ current: 1, size: 10 });
  expect(writePage(new URLSearchParams({ a: '1' }), { current: 1, size: 10 }).toString()).toBe('a=1');
  expect(writePage(new URLSearchParams(), { current: 2, size: 20 }).toString()).toBe('current=2&size=20');
});

test('filters and page come from the URL, and 查询, paging and 重置 write them back', () => {
  renderWithProviders(<Page />, { route: '/list?keyword=%20pump%20&kind=z&current=2&size=20' });
  expect(shown()).toEqual({ filters: { keyword: 'pump' }, page: { current: 2, size: 20 } });

  act(() => list.setPage({ current: 3, size: 20 }));
  expect(currentLocation()).toBe('/list?keyword=pump&current=3&size=20');

  let changed = false;
  act(() => {
    changed = list.search({ keyword: 'valve', kind: 'b' });
  });
  expect(changed).toBe(true);
  expect(currentLocation()).toBe('/list?keyword=valve&kind=b&size=20');
  expect(shown()).toEqual({ filters: { keyword: 'valve', kind: 'b' }, page: { current: 1, size: 20 } });

  // The same filters again on page 1: nothing to change, the caller may fetch again.
  act(() => {
    changed = list.search({ keyword: ' valve ', kind: 'b' });
  });
  expect(changed).toBe(false);

  act(() => list.reset());
  expect(currentLocation()).toBe('/list?size=20');
  act(() => list.setPage({ current: 2, size: 20 }));
  act(() => list.reset({ keyword: '', kind: 'a' }));
  expect(currentLocation()).toBe('/list?kind=a&size=20');
});

test('a list shows the rows it showed last while a freshly opened page loads', () => {
  const rows = lastShownPlaceholder<{ total: number }>();
  expect(rows.placeholder(undefined)).toBeUndefined();
  expect(rows.remember({ total: 3 })).toEqual({ total: 3 });
  expect(rows.placeholder(undefined)).toEqual({ total: 3 });
  expect(rows.placeholder({ total: 5 })).toEqual({ total: 5 });
});
