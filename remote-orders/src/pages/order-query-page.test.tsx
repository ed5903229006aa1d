import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { exportOrders, type ServiceOrderRow } from '@portal/shared';
import { currentLocation, renderWithProviders, signInAs } from '@portal/shared/src/testing';
import { getOrderPage } from '../features/order-query/api/get-order-page';
import { getFilteredOrderCounts } from '../features/order-query/api/get-order-counts';
import OrderQueryPage from './order-query-page';

jest.mock('../features/order-query/api/get-order-page');
jest.mock('../features/order-query/api/get-order-counts');
jest.mock('@portal/shared/src/api/export-orders');

const row = { id: 5, serviceNo: 'SO0005', status: 'toArrive', contactName: '陈主管' } as ServiceOrderRow;

beforeEach(() => {
  jest.resetAllMocks();
  signInAs({ authority: 'customer' });
  jest.mocked(getOrderPage).mockResolvedValue({ total: 31, records: [row] });
  jest.mocked(getFilteredOrderCounts).mockResolvedValue({ pendingDispatch: 4, toArrive: 31, total: 90 });
  jest.mocked(exportOrders).mockResolvedValue('工单导出.xlsx');
});

test('reads its state from the URL, shows counts in the tabs, and writes changes back to the URL', async () => {
  renderWithProviders(<OrderQueryPage />, {
    route: '/orderQuery?tab=toArrive&serviceNo=SO&createStart=2024-06-01%2000:00:00&size=20&current=2',
  });

  expect(await screen.findByRole('link', { name: 'SO0005' })).toBeTruthy();
  expect(getOrderPage).toHaveBeenCalledWith({
    serviceNo: 'SO',
    createStart: '2024-06-01 00:00:00',
    status: 'toArrive',
    current: 2,
    size: 20,
  });
  expect(getFilteredOrderCounts).toHaveBeenCalledWith({
    serviceNo: 'SO',
    createStart: '2024-06-01 00:00:00',
  });
  expect(await screen.findByRole('tab', { name: '待到场 (31)' })).toBeTruthy();
  const total = screen.getByRole('tab', { name: '全部 (90)' });
  expect(total.getAttribute('aria-disabled')).toBe('true');
  expect((screen.getByRole('textbox', { name: '服务单号' }) as HTMLInputElement).value).toBe('SO');

  fireEvent.click(screen.getByRole('button', { name: /导出/ }));
  await waitFor(() =>
    expect(exportOrders).toHaveBeenCalledWith({
      serviceNo: 'SO',
      createStart: '2024-06-01 00:00:00',
      status: 'toArrive',
    }),
  );

  await act(async () => {
    fireEvent.click(screen.getByRole('tab', { name: '待派单 (4)' }));
  });
  expect(currentLocation()).toBe(
    `/orderQuery?serviceNo=SO&createStart=${encodeURIComponent('2024-06-01 00:00:00').replace(/%20/g, '+')}&size=20`,
  );

  fireEvent.change(screen.getByRole('textbox', { name: '服务单号' }), { target: { value: ' SO0005 ' } });
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: /查询/ }));
  });
  await waitFor(() => expect(currentLocation()).toMatch(/^\/orderQuery\?serviceNo=SO0005&createStart=/));
});
