import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { call, eventBus, type Notice } from '@portal/shared';
import { routes } from '@portal/shared/contract';
import {
  answerCalls,
  callsTo,
  currentLocation,
  renderWithProviders,
  signInAs,
} from '@portal/shared/src/testing';
import PersonalNoticePage from './personal-notice-page';

jest.mock('@portal/shared', () => ({ ...jest.requireActual('@portal/shared'), call: jest.fn() }));
const called = jest.mocked(call);
const pageQueries = () => callsTo(called, routes.noticePage);
const markedRead = () => callsTo(called, routes.noticeRead);
const markedAll = () => callsTo(called, routes.noticeReadAll);

const notice = (id: number, status: Notice['status'], link: string | null = null): Notice => ({
  id,
  title: `通知${id}`,
  repairUserName: null,
  content: `内容${id}`,
  sendTime: '2024-06-01 10:00:00',
  status,
  link,
});

let changed: jest.Mock;
let unsubscribe: () => void;

beforeEach(() => {
  jest.resetAllMocks();
  signInAs({ authority: 'customer' });
  called.mockImplementation(
    answerCalls({
      noticePage: { total: 2, records: [notice(1, 'unread', '/orderQueryDetails?id=9'), notice(2, 'read')] },
      noticeRead: null,
      noticeReadAll: null,
    }),
  );
  changed = jest.fn();
  unsubscribe = eventBus.on('notice:changed', changed);
});

afterEach(() => unsubscribe());

const row = async (title: string) => (await screen.findByText(title)).closest('button') as HTMLElement;

test('lists title, content and send time, with a dot only on unread notices', async () => {
  renderWithProviders(<PersonalNoticePage />, { route: '/personalCenter/personalNotice' });

  const unread = await row('通知1');
  expect(within(unread).getByRole('img', { name: '未读' })).toBeTruthy();
  expect(within(unread).getByText('内容1')).toBeTruthy();
  expect(within(unread).getByText('2024-06-01 10:00:00')).toBeTruthy();
  expect(within(await row('通知2')).queryByRole('img', { name: '未读' })).toBeNull();
  expect(pageQueries()).toContainEqual({ query: { current: 1, size: 10, status: undefined } });
  expect(screen.getByText('共 2 条')).toBeTruthy();
});

test('the tabs filter by status', async () => {
  renderWithProviders(<PersonalNoticePage />);
  await row('通知1');

  fireEvent.click(screen.getByRole('tab', { name: '未读' }));
  await waitFor(() =>
    expect(pageQueries().at(-1)).toEqual({ query: { current: 1, size: 10, status: 'unread' } }),
  );
  fireEvent.click(screen.getByRole('tab', { name: '已读' }));
  await waitFor(() =>
    expect(pageQueries().at(-1)).toEqual({ query: { current: 1, size: 10, status: 'read' } }),
  );
});

test('?status=unread opens on the unread tab', async () => {
  renderWithProviders(<PersonalNoticePage />, { route: '/personalCenter/personalNotice?status=unread' });
  await row('通知1');
  expect(pageQueries()).toContainEqual({ query: { current: 1, size: 10, status: 'unread' } });
  expect(screen.getByRole('tab', { name: '未读' }).getAttribute('aria-selected')).toBe('true');
});

test('opening an unread notice marks it read, tells the portal, refreshes and follows its link', async () => {
  renderWithProviders(<PersonalNoticePage />);

  fireEvent.click(await row('通知1'));

  await waitFor(() => expect(markedRead()).toEqual([{ params: { id: 1 } }]));
  await waitFor(() => expect(changed).toHaveBeenCalledTimes(1));
  await waitFor(() => expect(currentLocation()).toBe('/orderQueryDetails?id=9'));
  await waitFor(() => expect(pageQueries()).toHaveLength(2));
});

test('opening a read notice without a link neither marks nor navigates', async () => {
  renderWithProviders(<PersonalNoticePage />, { route: '/notice' });

  fireEvent.click(await row('通知2'));

  await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
  expect(markedRead()).toEqual([]);
  expect(changed).not.toHaveBeenCalled();
  expect(currentLocation()).toBe('/notice');
});

test('全部已读 marks everything read and tells the portal', async () => {
  renderWithProviders(<PersonalNoticePage />);
  await row('通知1');

  fireEvent.click(screen.getByRole('button', { name: /全部已读/ }));

  await waitFor(() => expect(markedAll()).toHaveLength(1));
  await waitFor(() => expect(changed).toHaveBeenCalledTimes(1));
});
