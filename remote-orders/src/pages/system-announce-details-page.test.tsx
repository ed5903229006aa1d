import { fireEvent, screen } from '@testing-library/react';
import { ApiError, call, type Announcement } from '@portal/shared';
import { routes } from '@portal/shared/contract';
import {
  answerCalls,
  callsTo,
  currentLocation,
  renderWithProviders,
  signInAs,
} from '@portal/shared/src/testing';
import SystemAnnounceDetailsPage from './system-announce-details-page';

jest.mock('@portal/shared', () => ({ ...jest.requireActual('@portal/shared'), call: jest.fn() }));
const called = jest.mocked(call);

const announcement: Announcement = {
  id: 7,
  title: '停电检修通知',
  content: '第一行\n第二行',
  status: 'published',
  publisherName: '张三',
  publishTime: '2024-06-01 08:00:00',
  updateTime: '2024-06-01 08:00:00',
};

beforeEach(() => {
  jest.resetAllMocks();
  signInAs({ authority: 'customer' });
});

test('shows title, publisher, time and the content with its line breaks', async () => {
  called.mockImplementation(answerCalls({ announcement }));
  renderWithProviders(<SystemAnnounceDetailsPage />, { route: '/systemAnnounceDetails?id=7' });

  expect(await screen.findByRole('heading', { name: '停电检修通知' })).toBeTruthy();
  expect(callsTo(called, routes.announcement)).toEqual([{ params: { id: 7 } }]);
  expect(screen.getByText(/张三/)).toBeTruthy();
  expect(screen.getByText(/2024-06-01 08:00:00/)).toBeTruthy();
  const content = screen.getByText((_, el) => el?.textContent === '第一行\n第二行' && el.tagName === 'DIV');
  expect((content as HTMLElement).style.whiteSpace).toBe('pre-wrap');

  fireEvent.click(screen.getByRole('button', { name: /返回/ }));
  expect(currentLocation()).toBe('/systemAnnounce');
});

test('a 404 from the server shows the not-found result', async () => {
  called.mockRejectedValue(new ApiError('请求地址错误', 404, 404));
  renderWithProviders(<SystemAnnounceDetailsPage />, { route: '/systemAnnounceDetails?id=99' });
  expect(await screen.findByText('公告不存在或已撤回')).toBeTruthy();
});

test('a malformed id shows not found without calling the server', () => {
  renderWithProviders(<SystemAnnounceDetailsPage />, { route: '/systemAnnounceDetails?id=abc' });
  expect(screen.getByText('公告不存在或已撤回')).toBeTruthy();
  expect(called).not.toHaveBeenCalled();
});
