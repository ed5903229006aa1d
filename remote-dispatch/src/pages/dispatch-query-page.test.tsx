import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { call, type Page, type ServiceOrderRow } from '@portal/shared';
import { answerCalls, currentLocation, renderWithProviders, signInAs } from '@portal/shared/src/testing';
import DispatchQueryPage from './dispatch-query-page';

jest.mock('@portal/shared', () => ({ ...jest.requireActual('@portal/shared'), call: jest.fn() }));
jest.mock('@portal/shared/src/api/export-orders');
// What the list was asked for (its query), as the page calls it through `call`.
const getPage = jest.fn<Promise<Page<ServiceOrderRow>>, [unknown]>();

const row = { id: 5, serviceNo: 'SO0005', status: 'toArrive', creatorName: '陈主管' } as ServiceOrderRow;
const PATH = '/dispatchStation/dispatchQuery';
// Found by id and text: role queries over this wide table and long form are slow in jsdom.
const serviceNoBox = () => document.getElementById('dispatch-query_serviceNo') as HTMLInputElement;
const button = (name: string) => screen.getByText(name, { selector: 'button *' }).closest('button')!;

beforeEach(() => {
  jest.resetAllMocks();
  signInAs({ authority: 'manager', allowDispatch: true });
  jest.mocked(call).mockImplementation(answerCalls({ orderPage: ({ query }) => getPage(query) }));
  getPage.mockResolvedValue({ total: 1, records: [row] });
});

test('a link with filters, sort and page shows them in the form and asks for them', async () => {
  renderWithProviders(<DispatchQueryPage />, {
    route: `${PATH}?serviceNo=S1&status=toArrive&sortBy=createTime&sortOrder=asc&current=2&size=20`,
  });
  expect(await screen.findByText('SO0005', { selector: 'a' })).toBeTruthy();
  expect(getPage).toHaveBeenCalledWith({
    serviceNo: 'S1',
    status: 'toArrive',
    sortBy: 'createTime',
    sortOrder: 'asc',
    current: 2,
    size: 20,
  });
  expect(serviceNoBox().value).toBe('S1');
  expect(screen.getByTitle('待到场')).toBeTruthy();
});

test('查询 writes the filters to the URL from page 1; 重置 clears them and keeps the sort and page size', async () => {
  renderWithProviders(<DispatchQueryPage />, { route: `${PATH}?sortBy=createTime&current=3&size=20` });
  expect(await screen.findByText('SO0005', { selector: 'a' })).toBeTruthy();

  fireEvent.change(serviceNoBox(), { target: { value: ' S2 ' } });
  await act(async () => {
    fireEvent.click(button('查询'));
  });
  await waitFor(() =>
    expect(currentLocation()).toBe(`${PATH}?serviceNo=S2&sortBy=createTime&sortOrder=desc&size=20`),
  );
  await waitFor(() =>
    expect(getPage).toHaveBeenLastCalledWith({
      serviceNo: 'S2',
      sortBy: 'createTime',
      sortOrder: 'desc',
      current: 1,
      size: 20,
    }),
  );

  await act(async () => {
    fireEvent.click(button('重置'));
  });
  await waitFor(() => expect(currentLocation()).toBe(`${PATH}?sortBy=createTime&sortOrder=desc&size=20`));
  expect(serviceNoBox().value).toBe('');
});
