import { fireEvent, screen, waitFor } from '@testing-library/react';
import { ApiError, call, eventBus, type Notice } from '@portal/shared';
import { routes } from '@portal/shared/contract';
import {
  answerCalls,
  callsTo,
  currentLocation,
  renderWithProviders,
  signInAs,
} from '@portal/shared/src/testing';
import NoticeDetailsPage from './notice-details-page';

jest.mock('@portal/shared', () => ({ ...jest.requireActual('@portal/shared'), call: jest.fn() }));
const called = jest.mocked(call);

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
  called.mockImplementation(answerCalls({ notice }));
  renderWithProviders(<NoticeDetailsPage />, { route: '/notice/details?id=3' });

  expect(await screen.findByRole('heading', { name: '工单待验收' })).toBeTruthy();
  expect(callsTo(called, routes.notice)).toEqual([{ params: { id: 3 } }]);
  expect(screen.getByText(/王五/)).toBeTruthy();
  await waitFor(() => expect(changed).toHaveBeenCalledTimes(1));

  fireEvent.click(screen.getByRole('button', { name: /前往查看/ }));
  expect(currentLocation()).toBe('/orderQueryDetails?id=3');
});

test('the back button returns to the notice list', async () => {
  called.mockImplementation(answerCalls({ notice: { ...notice, link: null } }));
  renderWithProviders(<NoticeDetailsPage />, { route: '/notice/details?id=3' });
  await screen.findByRole('heading', { name: '工单待验收' });
  expect(screen.queryByRole('button', { name: /前往查看/ })).toBeNull();

  fireEvent.click(screen.getByRole('button', { name: /返回/ }));
  expect(currentLocation()).toBe('/notice');
});

test('an unknown id shows not found and tells nobody', async () => {
  called.mockRejectedValue(new ApiError('请求地址错误', 404, 404));
  renderWithProviders(<NoticeDetailsPage />, { route: '/notice/details?id=404' });

  expect(await screen.findByText('通知不存在')).toBeTruthy();
  expect(changed).not.toHaveBeenCalled();
});
