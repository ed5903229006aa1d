import { fireEvent, screen, within } from '@testing-library/react';
import { currentLocation, renderWithProviders } from '../testing';
import { OrderCards } from './order-cards';
import type { PagedQuery } from './paged-table';

const rows = [
  { id: 7, serviceNo: 'SO7', status: 'toArrive', place: '南山旗舰店' },
  { id: 8, serviceNo: 'SO8', status: 'pendingDispatch', place: '金桥仓库' },
];

type Row = (typeof rows)[number];

function pageOf(records: Row[], total: number): PagedQuery<Row> {
  return { data: { records, total }, isFetching: false, isError: false, error: null, refetch: jest.fn() };
}

function renderCards(props: Partial<Parameters<typeof OrderCards<Row>>[0]> = {}) {
  const onPage = jest.fn();
  renderWithProviders(
    <OrderCards
      query={pageOf(rows, 12)}
      page={{ current: 1, size: 10 }}
      onPage={onPage}
      cardTestId="card"
      detailsPath={(row) => `/orders/${row.id}`}
      facts={(row) => [{ key: 'place', label: '报修用户', value: row.place }]}
      actions={(row) => <button type="button">act {row.id}</button>}
      {...props}
    />,
  );
  return { onPage };
}

test('one card per order: its number leads to its page, its status, facts and actions', () => {
  renderCards();
  const cards = screen.getAllByTestId('card');
  expect(cards).toHaveLength(2);
  const first = within(cards[0]);
  expect(first.getByText('待到场')).toBeTruthy();
  const term = first.getByText('报修用户');
  expect(term.tagName).toBe('DT');
  expect(term.nextElementSibling?.textContent).toBe('南山旗舰店');
  expect(first.getByRole('button', { name: 'act 7' })).toBeTruthy();
  fireEvent.click(first.getByRole('link', { name: 'SO7' }));
  expect(currentLocation()).toBe('/orders/7');
});

test('pages like the table: 共 N 条 and the next page', () => {
  const { onPage } = renderCards();
  expect(screen.getByText('共 12 条')).toBeTruthy();
  fireEvent.click(screen.getByTitle('2'));
  expect(onPage).toHaveBeenCalledWith({ current: 2, size: 10 });
});

test('no orders: 暂无数据 and no pager', () => {
  renderCards({ query: pageOf([], 0) });
  expect(screen.getByText('暂无数据')).toBeTruthy();
  expect(screen.queryByText(/共 \d+ 条/)).toBeNull();
});

test('a failed load shows the failure with 重试, not the rows it held before', () => {
  const refetch = jest.fn();
  renderCards({
    query: { ...pageOf(rows, 12), isError: true, error: new Error('Network Error'), refetch },
  });
  expect(screen.queryAllByTestId('card')).toHaveLength(0);
  expect(screen.getByText('加载失败')).toBeTruthy();
  expect(screen.queryByText(/共 \d+ 条/)).toBeNull();
  fireEvent.click(screen.getByRole('button', { name: /重\s*试/ }));
  expect(refetch).toHaveBeenCalled();
});
