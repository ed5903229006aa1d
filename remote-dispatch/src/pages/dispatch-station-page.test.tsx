import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { call, type Page, type StatusCounts } from '@portal/shared';
import { answerCalls, currentLocation, renderWithProviders, signInAs } from '@portal/shared/src/testing';
import DispatchStationPage from './dispatch-station-page';
import type { StationOrderRow as StationRow } from '@portal/shared/contract';
import { DISPATCHER_STEPS } from '@portal/shared/src/testing/dispatcher-steps';

jest.mock('@portal/shared', () => ({ ...jest.requireActual('@portal/shared'), call: jest.fn() }));

// What the counts and the list were asked for (their queries), as the station calls them through `call`.
const getCounts = jest.fn<Promise<StatusCounts>, [unknown]>();
const getPage = jest.fn<Promise<Page<StationRow>>, [unknown]>();

const counts: StatusCounts = {
  pendingDispatch: 3,
  pendingOrders: 1,
  toArrive: 4,
  toCompleted: 0,
  pendingAcceptance: 2,
  income: 5,
  expenses: 6,
  pendingConfirmation: 7,
  confirmed: 8,
  total: 36,
};

const order: StationRow = {
  id: 42,
  serviceNo: 'FW202406010001',
  status: 'pendingDispatch',
  projectId: 1,
  projectName: '空调维保项目',
  serviceContentId: 2,
  serviceContent: '空调清洗',
  customerId: 3,
  customerName: '客户甲',
  repairUserId: 4,
  repairUserName: '门店一',
  repairNo: null,
  repairUserAddress: '上海市浦东新区1号',
  contactName: '联系人',
  contactPhone: '13800000000',
  engineerId: null,
  engineerName: null,
  engineerCompanyName: null,
  creatorName: '录入人',
  faultDescription: '',
  parentId: null,
  appointmentTime: '2024-06-02 09:30:00',
  createTime: '2024-06-01 08:00:00',
  dispatchTime: null,
  arriveTime: null,
  completionTime: null,
  acceptanceTime: null,
  incomeTime: null,
  trackRecordTime: null,
  availableSteps: DISPATCHER_STEPS.pendingDispatch,
};

beforeEach(() => {
  jest.resetAllMocks();
  signInAs({ authority: 'manager', allowDispatch: true });
  jest.mocked(call).mockImplementation(
    answerCalls({
      stationCounts: ({ query }) => getCounts(query),
      stationPage: ({ query }) => getPage(query),
    }),
  );
  getCounts.mockResolvedValue(counts);
  getPage.mockResolvedValue({ total: 1, records: [order] });
});

afterEach(() => jest.useRealTimers());

test('every dispatch tab shows its live count and the total tab is disabled', async () => {
  renderWithProviders(<DispatchStationPage />, { route: '/dispatchStation' });

  expect(await screen.findByRole('tab', { name: '待派单 (3)' })).toBeTruthy();
  for (const name of [
    '待接单 (1)',
    '待到场 (4)',
    '待完工 (0)',
    '待验收 (2)',
    '收入已关单 (5)',
    '支出已关单 (6)',
    '待确认 (7)',
  ]) {
    expect(screen.getByRole('tab', { name }).getAttribute('aria-disabled')).not.toBe('true');
  }
  expect(screen.getByRole('tab', { name: '全部 (36)' }).getAttribute('aria-disabled')).toBe('true');
  expect(screen.queryByRole('tab', { name: /已确认/ })).toBeNull();
  expect(screen.getByRole('tab', { name: '待派单 (3)' }).getAttribute('aria-selected')).toBe('true');
});

test('lists the orders of the chosen tab with every column', async () => {
  renderWithProviders(<DispatchStationPage />);

  const link = await screen.findByRole('link', { name: 'FW202406010001' });
  expect(getPage).toHaveBeenCalledWith({ status: 'pendingDispatch', current: 1, size: 10 });
  for (const title of [
    '服务单号',
    '项目',
    '服务内容',
    '报修用户',
    '服务地址',
    '工程师',
    '预约时间',
    '状态',
    '录入时间',
  ]) {
    expect(screen.getByRole('columnheader', { name: title })).toBeTruthy();
  }
  const row = link.closest('tr') as HTMLElement;
  expect(within(row).getByText('空调维保项目')).toBeTruthy();
  expect(within(row).getByText('2024-06-02 09:30:00')).toBeTruthy();
  expect(within(row).getByText('待派单')).toBeTruthy();

  fireEvent.click(link);
  expect(currentLocation()).toBe('/dispatchStation/dispatchQueryDetails?id=42');
});

test('choosing a tab lists that status; ?tab= picks the first tab', async () => {
  renderWithProviders(<DispatchStationPage />, { route: '/dispatchStation?tab=toArrive' });
  await screen.findByRole('link', { name: 'FW202406010001' });
  expect(getPage).toHaveBeenCalledWith({ status: 'toArrive', current: 1, size: 10 });

  fireEvent.click(screen.getByRole('tab', { name: '收入已关单 (5)' }));
  await waitFor(() => expect(getPage).toHaveBeenLastCalledWith({ status: 'income', current: 1, size: 10 }));
});

test('filters are sent to both the counts and the list, which refetch', async () => {
  renderWithProviders(<DispatchStationPage />);
  await screen.findByRole('link', { name: 'FW202406010001' });
  expect(getCounts).toHaveBeenCalledWith({});

  fireEvent.change(screen.getByLabelText('项目'), { target: { value: ' 空调 ' } });
  fireEvent.change(screen.getByLabelText('服务单号'), { target: { value: 'FW2024' } });
  fireEvent.click(screen.getByRole('button', { name: /查询/ }));

  await waitFor(() =>
    expect(getCounts).toHaveBeenLastCalledWith({ projectName: '空调', serviceNo: 'FW2024' }),
  );
  await waitFor(() =>
    expect(getPage).toHaveBeenLastCalledWith({
      status: 'pendingDispatch',
      current: 1,
      size: 10,
      projectName: '空调',
      serviceNo: 'FW2024',
    }),
  );
});

test('counts and list are polled every 30 seconds', async () => {
  jest.useFakeTimers();
  renderWithProviders(<DispatchStationPage />);
  await screen.findByRole('tab', { name: '待派单 (3)' });
  const countCalls = getCounts.mock.calls.length;
  const pageCalls = getPage.mock.calls.length;

  await act(async () => {
    await jest.advanceTimersByTimeAsync(30_000);
  });

  expect(getCounts.mock.calls.length).toBe(countCalls + 1);
  expect(getPage.mock.calls.length).toBe(pageCalls + 1);
});
