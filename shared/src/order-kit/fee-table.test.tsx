import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '../testing';
import { FeeTable } from './fee-table';

const rows = [
  { id: 1, sortId: 1, feeIndex: '上门费', endRange: null, amount: 80 },
  { id: 2, sortId: 2, feeIndex: '材料费', endRange: 10, amount: 1234.5 },
];

test('the rows with their amounts in yuan, and the total in the last line', () => {
  renderWithProviders(<FeeTable rows={rows} total={1314.5} name="收入费用" />);
  const table = screen.getByRole('table');
  for (const title of ['序号', '费用项', '区间上限', '金额（元）'])
    expect(within(table).getByRole('columnheader', { name: title })).toBeTruthy();
  const first = within(table).getByText('上门费').closest('tr') as HTMLElement;
  expect(within(first).getByText('80.00')).toBeTruthy();
  expect(within(first).getByText('-')).toBeTruthy();
  expect(within(table).getByText('1,234.50')).toBeTruthy();
  expect(within(table).getByText('合计')).toBeTruthy();
  expect(within(table).getByText('1,314.50')).toBeTruthy();
});

test('no total given, no total line; no rows, 暂无费用', () => {
  renderWithProviders(<FeeTable rows={[]} />);
  expect(screen.queryByText('合计')).toBeNull();
  expect(screen.getByText('暂无费用')).toBeTruthy();
});
