import { fireEvent, screen, waitFor } from '@testing-library/react';
import { ApiError, eventBus, type Notice } from '@portal/shared';
import { currentLocation, renderWithProviders, signInAs } from '@portal/shared/src/testing';
import { getNotice } from '../features/notices/api/get-notice';
import NoticeDetailsPage from './notice-details-page';

jest.mock('../features/notices/api/get-notice');
const get = jest.mocked(getNotice);

const notice: Notice = {
  id: 3,
  title: '工单待验收',
  repairUserName: '王五',
  content: '第一行\n第二行',
  sendTime: '2024-06-03 12:00:00',
  status: 'read',
  link: '/orderQueryDetails?id=3',
};

let changed: jest.Mock;
let unsubscribe: () => void;

beforeEach(() => {
  jest.resetAllMocks();
  signInAs({ authority: 'manager' });
  changed = jest.fn();
  unsubscribe = eventBus.on('notice:changed', changed);
});

afterEach(() => unsubscribe());

test('shows the notice, tells the portal it was read and follows its link', async () => {
  get.mockResolvedValue(notice);
  renderWithProviders(<NoticeDetailsPage />, { route: '/notice/details?id=3' });

  expect(await screen.findByRole('heading', { name: '工单待验收' })).toBeTruthy();
  expect(get).toHaveBeenCalledWith(3);
  expect(screen.getByText(/王五/)).toBeTruthy();
  await waitFor(() => expect(changed).toHaveBeenCalledTimes(1));

  fireEvent.click(screen.getByRole('button', { name: /前往查看/ }));
  expect(currentLocation()).toBe('/orderQueryDetails?id=3');
});

test('the back button returns to the notice list', async () => {
  get.mockResolvedValue({ ...notice, link: null });
  renderWithProviders(<NoticeDetailsPage />, { route: '/notice/details?id=3' });
  await screen.findByRole('heading', { name: '工单待验收' });
  expect(screen.queryByRole('button', { name: /前往查看/ })).toBeNull();

  fireEvent.click(screen.getByRole('button', { name: /返回/ }));
  expect(currentLocation()).toBe('/notice');
});

test('an unknown id shows not found and tells nobody', async () => {
  get.mockRejectedValue(new ApiError('请求地址错误', 404, 404));
  renderWithProviders(<NoticeDetailsPage />, { route: '/notice/details?id=404' });

  expect(await screen.findByText('通知不存在')).toBeTruthy();
  expect(changed).not.toHaveBeenCalled();
});
