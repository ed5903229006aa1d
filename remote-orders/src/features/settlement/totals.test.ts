import type { OrderFee as FeeRow } from '@portal/shared';
import { formatAmount, sumAmounts } from '@portal/shared/ui';
import type { SettlementRow } from '@portal/shared/contract';
import { orderAmount, selectionTotal } from './totals';

const fee = (serviceId: number, amount: number, kind: FeeRow['kind'] = 'income'): FeeRow => ({
  id: Math.round(amount * 1000) + serviceId,
  serviceId,
  kind,
  sortId: 1,
  feeIndex: '上门服务费',
  endRange: null,
  amount,
});

const row = (id: number, fees: FeeRow[], income?: number): SettlementRow => ({
  id,
  serviceNo: `SO${id}`,
  status: 'pendingConfirmation',
  customerName: '华东智能制造有限公司',
  projectName: '项目',
  serviceContent: '设备维修',
  repairUserName: '张江一号工厂',
  repairUserAddress: '上海',
  engineerName: '赵工程师',
  completionTime: null,
  settlementTime: null,
  confirmTime: null,
  fees,
  totals: income === undefined ? (undefined as unknown as SettlementRow['totals']) : { income },
});

test("an order's amount is the server's income total", () => {
  expect(orderAmount(row(1, [fee(1, 300), fee(1, 120.5)], 420.5))).toBe(420.5);
});

test('without a total, the income rows are summed to the cent and expense rows are left out', () => {
  expect(orderAmount(row(1, [fee(1, 0.1), fee(1, 0.2), fee(1, 99, 'expense')]))).toBe(0.3);
});

test('the selection total counts and sums only the chosen orders on the page', () => {
  const rows = [row(1, [], 420.5), row(2, [], 99.99), row(3, [], 0.01)];
  expect(selectionTotal(rows, [])).toEqual({ count: 0, amount: 0 });
  expect(selectionTotal(rows, [1, 3])).toEqual({ count: 2, amount: 420.51 });
  expect(selectionTotal(rows, [1, 2, 3, 42])).toEqual({ count: 3, amount: 520.5 });
});

test('amounts show with two decimals and thousands separators', () => {
  expect(formatAmount(1234.5)).toBe('1,234.50');
  expect(formatAmount(0)).toBe('0.00');
  expect(formatAmount(null)).toBe('-');
  expect(sumAmounts([0.1, 0.2, null, 0.3])).toBe(0.6);
});
