import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { call, type RepairUser } from '@portal/shared';
import { answerCalls, currentLocation, renderWithProviders, signInAs } from '@portal/shared/src/testing';
import RepairUserPage from './repair-user-page';

jest.mock('@portal/shared', () => ({ ...jest.requireActual('@portal/shared'), call: jest.fn() }));

const getRepairUserPage = jest.fn();
const getPage = jest.mocked(getRepairUserPage);

const repairUser: RepairUser = {
  id: 7,
  customerId: 1,
  customerName: '华东客户公司',
  name: '张江一号工厂',
  repairNo: 'R-1',
  contactName: '陈主管',
  contactPhone: '13800000000',
  regionCodes: ['31', '3101', '310115'],
  regionText: '上海市 浦东新区',
  addressDetail: '张江路 1 号',
  isValid: true,
  createTime: '2024-05-01 09:30:00',
  updateTime: '2024-05-01 09:30:00',
};

const keywordBox = () => screen.getByLabelText('关键字') as HTMLInputElement;

beforeEach(() => {
  jest.resetAllMocks();
  jest.mocked(call).mockImplementation(
    answerCalls({
      repairUserPage: ({ query }) => getRepairUserPage(query),
    }),
  );
  signInAs({ authority: 'customer' });
  getPage.mockResolvedValue({ total: 1, records: [repairUser] });
});

test('查询 writes the trimmed keyword and the status to the URL and asks for them from page 1', async () => {
  renderWithProviders(<RepairUserPage />, { route: '/repairUser?current=2' });
  expect(await screen.findByText('张江一号工厂')).toBeTruthy();
  expect(getPage).toHaveBeenCalledWith({ current: 2, size: 10, keyword: undefined, isValid: undefined });

  fireEvent.change(keywordBox(), { target: { value: ' 张江 ' } });
  fireEvent.mouseDown(screen.getByRole('combobox', { name: '状态' }));
  fireEvent.click(await screen.findByTitle('已作废'));
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: /查询/ }));
  });

  await waitFor(() =>
    expect(currentLocation()).toBe(`/repairUser?keyword=${encodeURIComponent('张江')}&valid=invalid`),
  );
  await waitFor(() =>
    expect(getPage).toHaveBeenLastCalledWith({ current: 1, size: 10, keyword: '张江', isValid: false }),
  );
});

test('a link with filters and a page shows them in the form and asks for them; 重置 clears them', async () => {
  renderWithProviders(<RepairUserPage />, {
    route: `/repairUser?keyword=${encodeURIComponent('工厂')}&valid=valid&current=3&size=20`,
  });
  expect(await screen.findByText('张江一号工厂')).toBeTruthy();
  expect(getPage).toHaveBeenCalledWith({ current: 3, size: 20, keyword: '工厂', isValid: true });
  expect(keywordBox().value).toBe('工厂');
  expect(screen.getByTitle('有效')).toBeTruthy();

  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: /重置/ }));
  });
  await waitFor(() => expect(currentLocation()).toBe('/repairUser?size=20'));
  await waitFor(() =>
    expect(getPage).toHaveBeenLastCalledWith({
      current: 1,
      size: 20,
      keyword: undefined,
      isValid: undefined,
    }),
  );
  expect(keywordBox().value).toBe('');
  expect(screen.getByTitle('全部')).toBeTruthy();
});
