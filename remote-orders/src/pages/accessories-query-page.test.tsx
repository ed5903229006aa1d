import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { call } from '@portal/shared';
import { getCourierCompanies } from '@portal/shared/ui';
import type { Accessory } from '@portal/shared/contract';
import { answerCalls, currentLocation, renderWithProviders, signInAs } from '@portal/shared/src/testing';
import AccessoriesQueryPage from './accessories-query-page';

jest.mock('@portal/shared', () => ({ ...jest.requireActual('@portal/shared'), call: jest.fn() }));

const getAccessoryPage = jest.fn();
jest.mock('@portal/shared/src/api/get-courier-companies');
const getPage = jest.mocked(getAccessoryPage);

const shipment: Accessory = {
  id: 3,
  serviceId: 5,
  serviceNo: 'SO0005',
  projectName: '华东产线',
  repairUserName: '张江一号工厂',
  customerId: 1,
  courierCompanyId: 2,
  courierCompanyName: '顺丰速运',
  courierCompanyCode: 'SF',
  courierNo: 'SF100',
  status: 'sent',
  remark: null,
  receiverId: null,
  receiverName: null,
  createdBy: 1,
  creatorName: '陈主管',
  createTime: '2024-05-01 09:30:00',
  sentTime: '2024-05-02 09:30:00',
  lines: [{ id: 1, name: '主板', model: null, quantity: 1 }],
};

const serviceNoBox = () => screen.getByLabelText('服务单号') as HTMLInputElement;

beforeEach(() => {
  jest.resetAllMocks();
  jest.mocked(call).mockImplementation(
    answerCalls({
      accessoryPage: ({ query }) => getAccessoryPage(query),
    }),
  );
  signInAs({ authority: 'customer' });
  getPage.mockResolvedValue({ total: 1, records: [shipment] });
  jest.mocked(getCourierCompanies).mockResolvedValue([
    { id: 2, name: '顺丰速运', code: 'SF' },
    { id: 4, name: '中通快递', code: 'ZTO' },
  ]);
});

// Found by text and label, not by role: role queries over the page's table and form are slow on a loaded machine.
const button = (name: RegExp) => screen.getByText(name).closest('button') as HTMLElement;

test('查询 writes the filters to the URL and asks for them from page 1', async () => {
  renderWithProviders(<AccessoriesQueryPage />, { route: '/accessoriesQuery?current=2&size=20' });
  expect((await screen.findByText('SO0005')).closest('a')).toBeTruthy();
  expect(getPage).toHaveBeenCalledWith(expect.objectContaining({ current: 2, size: 20 }));

  fireEvent.change(serviceNoBox(), { target: { value: ' SO00 ' } });
  fireEvent.mouseDown(screen.getByLabelText('快递公司', { selector: 'input' }));
  fireEvent.click(await screen.findByTitle('中通快递'));
  await act(async () => {
    fireEvent.click(button(/查\s*询/));
  });

  await waitFor(() =>
    expect(currentLocation()).toBe('/accessoriesQuery?serviceNo=SO00&courierCompanyId=4&size=20'),
  );
  await waitFor(() =>
    expect(getPage).toHaveBeenLastCalledWith({
      current: 1,
      size: 20,
      serviceNo: 'SO00',
      courierCompanyId: 4,
      courierNo: undefined,
      startTime: undefined,
      endTime: undefined,
    }),
  );
});

test('a link with filters and a page shows them in the form and asks for them; 重置 clears them', async () => {
  renderWithProviders(<AccessoriesQueryPage />, {
    route:
      '/accessoriesQuery?serviceNo=SO1&courierCompanyId=2&courierNo=SF9&startTime=2024-05-01%2000:00:00&endTime=bad&current=3',
  });
  expect((await screen.findByText('SO0005')).closest('a')).toBeTruthy();
  expect(getPage).toHaveBeenCalledWith({
    current: 3,
    size: 10,
    serviceNo: 'SO1',
    courierCompanyId: 2,
    courierNo: 'SF9',
    startTime: '2024-05-01 00:00:00',
    endTime: undefined,
  });
  expect(serviceNoBox().value).toBe('SO1');
  expect((screen.getByLabelText('快递单号') as HTMLInputElement).value).toBe('SF9');
  expect(await screen.findByTitle('顺丰速运')).toBeTruthy();

  await act(async () => {
    fireEvent.click(button(/重\s*置/));
  });
  await waitFor(() => expect(currentLocation()).toBe('/accessoriesQuery'));
  await waitFor(() =>
    expect(getPage).toHaveBeenLastCalledWith(
      expect.objectContaining({ current: 1, size: 10, serviceNo: undefined, courierCompanyId: undefined }),
    ),
  );
  expect(serviceNoBox().value).toBe('');
});
