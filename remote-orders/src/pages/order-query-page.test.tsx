import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { call, type Page, type ServiceOrderRow, type StatusCounts } from '@portal/shared';
import { exportOrders } from '@portal/shared/ui';
import { answerCalls, currentLocation, renderWithProviders, signInAs } from '@portal/shared/src/testing';
import OrderQueryPage from './order-query-page';

jest.mock('@portal/shared', () => ({ ...jest.requireActual('@portal/shared'), call: jest.fn() }));
jest.mock('@portal/shared/src/api/export-orders');
// What the list and the counts were asked for (their queries), as the page calls them through `call`.
const getOrderPage = jest.fn<Promise<Page<ServiceOrderRow>>, [unknown]>();
const getFilteredOrderCounts = jest.fn<Promise<StatusCounts>, [unknown]>();

// Found by their text, not by role: role queries over this page's wide table and long form are slow under load.
const tab = (text: HTMLElement) => text.closest('[role="tab"]') as HTMLElement;
const button = (name: RegExp) => screen.getByText(name).closest('button') as HTMLElement;

const row = { id: 5, serviceNo: 'SO0005', status: 'toArrive', contactName: '陈主管' } as ServiceOrderRow;

beforeEach(() => {
  jest.resetAllMocks();
  signInAs({ authority: 'customer' });
  jest.mocked(call).mockImplementation(
    answerCalls({
      orderPage: ({ query }) => getOrderPage(query),
      orderCounts: ({ query }) => getFilteredOrderCounts(query),
    }),
  );
  jest.mocked(getOrderPage).mockResolvedValue({ total: 31, records: [row] });
  jest.mocked(getFilteredOrderCounts).mockResolvedValue({ pendingDispatch: 4, toArrive: 31, total: 90 });
  jest.mocked(exportOrders).mockResolvedValue('工单导出.xlsx');
});

test('reads its state from the URL, shows counts in the tabs, and writes changes back to the URL', async () => {
  renderWithProviders(<OrderQueryPage />, {
    route: '/orderQuery?tab=toArrive&serviceNo=SO&createStart=2024-06-01%2000:00:00&size=20&current=2',
  });

  expect((await screen.findByText('SO0005')).closest('a')).toBeTruthy();
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
  expect(tab(await screen.findByText('待到场 (31)'))).toBeTruthy();
  expect(tab(screen.getByText('全部 (90)')).getAttribute('aria-disabled')).toBe('true');
  expect((screen.getByLabelText('服务单号', { selector: 'input' }) as HTMLInputElement).value).toBe('SO');

  fireEvent.click(button(/导\s*出/));
  await waitFor(() =>
    expect(exportOrders).toHaveBeenCalledWith({
      serviceNo: 'SO',
      createStart: '2024-06-01 00:00:00',
      status: 'toArrive',
    }),
  );

  await act(async () => {
    fireEvent.click(tab(screen.getByText('待派单 (4)')));
  });
  expect(currentLocation()).toBe(
    `/orderQuery?serviceNo=SO&createStart=${encodeURIComponent('2024-06-01 00:00:00').replace(/%20/g, '+')}&size=20`,
  );

  fireEvent.change(screen.getByLabelText('服务单号', { selector: 'input' }), {
    target: { value: ' SO0005 ' },
  });
  await act(async () => {
    fireEvent.click(button(/查\s*询/));
  });
  await waitFor(() => expect(currentLocation()).toMatch(/^\/orderQuery\?serviceNo=SO0005&createStart=/));
});
