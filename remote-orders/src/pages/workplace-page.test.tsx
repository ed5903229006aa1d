import { fireEvent, screen, waitFor } from '@testing-library/react';
import { call, eventBus, type Notice } from '@portal/shared';
import { routes } from '@portal/shared/contract';
import {
  answerCalls,
  callsTo,
  currentLocation,
  renderWithProviders,
  signInAs,
} from '@portal/shared/src/testing';
import WorkplacePage from './workplace-page';

jest.mock('@portal/shared', () => ({ ...jest.requireActual('@portal/shared'), call: jest.fn() }));
const called = jest.mocked(call);
const answers = {
  orderCounts: { pendingDispatch: 3, toArrive: 2, pendingConfirmation: 4, total: 12 },
  noticePage: { total: 1, records: [] as Notice[] },
  announcementPage: {},
};

const notice: Notice = {
  id: 5,
  title: '工单已派单',
  repairUserName: null,
  content: '您的工单已派单',
  sendTime: '2024-06-02 10:00:00',
  status: 'unread',
  link: null,
};

beforeEach(() => {
  jest.resetAllMocks();
  signInAs({ authority: 'customer', name: '李四' });
  called.mockImplementation(
    answerCalls({
      ...answers,
      noticePage: { total: 1, records: [notice] },
      announcementPage: {
        total: 1,
        records: [
          {
            id: 11,
            title: '五一放假安排',
            content: '',
            status: 'published',
            publisherName: '管理员',
            publishTime: '2024-04-28 09:00:00',
            updateTime: '2024-04-28 09:00:00',
          },
        ],
      },
    }),
  );
});

test('status cards show counts and open the order query on their tab', async () => {
  renderWithProviders(<WorkplacePage />, { route: '/workplace' });

  const card = await screen.findByRole('button', { name: '待派单：3' });
  expect(screen.getByRole('button', { name: '全部：12' })).toBeTruthy();
  expect(screen.getByRole('button', { name: '待验收：0' })).toBeTruthy();
  // Only the customer tabs: income and expenses belong to the dispatch station.
  expect(screen.queryByRole('button', { name: /收入已关单/ })).toBeNull();

  fireEvent.click(card);
  expect(currentLocation()).toBe('/orderQuery?tab=pendingDispatch');
});

test('the settlement link shows how many orders await confirmation and opens the settlement', async () => {
  renderWithProviders(<WorkplacePage />, { route: '/workplace' });

  const link = await screen.findByRole('link', { name: '结算对账，4 单待确认' });
  expect(link.getAttribute('href')).toBe('/settlement');
  fireEvent.click(link);
  expect(currentLocation()).toBe('/settlement');
});

test('latest announcements, unread notices and the order button link to their pages', async () => {
  renderWithProviders(<WorkplacePage />, { route: '/workplace' });

  expect((await screen.findByRole('link', { name: '五一放假安排' })).getAttribute('href')).toBe(
    '/systemAnnounceDetails?id=11',
  );
  expect(callsTo(called, routes.announcementPage)).toContainEqual({
    query: { current: 1, size: 5, keyword: undefined },
  });
  expect((await screen.findByRole('link', { name: '工单已派单' })).getAttribute('href')).toBe(
    '/personalCenter/personalNotice',
  );
  expect(callsTo(called, routes.noticePage)).toContainEqual({
    query: { current: 1, size: 5, status: 'unread' },
  });

  fireEvent.click(screen.getByRole('button', { name: /我要下单/ }));
  expect(currentLocation()).toBe('/order');
});

test('a notice change elsewhere refreshes the unread notices', async () => {
  renderWithProviders(<WorkplacePage />, { route: '/workplace' });
  await screen.findByRole('link', { name: '工单已派单' });
  called.mockImplementation(answerCalls({ ...answers, noticePage: { total: 0, records: [] } }));

  eventBus.emit('notice:changed');

  expect(await screen.findByText('暂无未读通知')).toBeTruthy();
  await waitFor(() => expect(callsTo(called, routes.noticePage)).toHaveLength(2));
});
