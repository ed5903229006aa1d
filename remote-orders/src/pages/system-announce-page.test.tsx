import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { call, type Announcement, type Page } from '@portal/shared';
import { routes } from '@portal/shared/contract';
import {
  answerCalls,
  callsTo,
  currentLocation,
  renderWithProviders,
  signInAs,
} from '@portal/shared/src/testing';
import SystemAnnouncePage from './system-announce-page';

jest.mock('@portal/shared', () => ({ ...jest.requireActual('@portal/shared'), call: jest.fn() }));
const called = jest.mocked(call);
const pageQueries = () => callsTo(called, routes.announcementPage);
const withdrawn = () => callsTo(called, routes.announcementWithdraw);
const created = () => callsTo(called, routes.announcementCreate);

const row = (id: number, title: string, status: Announcement['status'] = 'published'): Announcement => ({
  id,
  title,
  content: `content ${id}`,
  status,
  publisherName: '管理员',
  publishTime: '2024-05-01 09:30:00',
  updateTime: '2024-05-01 09:30:00',
});

const page = (records: Announcement[], total = records.length): Page<Announcement> => ({ total, records });

beforeEach(() => {
  jest.resetAllMocks();
  called.mockImplementation(
    answerCalls({
      announcementPage: page([row(1, '春节放假通知'), row(2, '系统升级公告', 'withdrawn')], 42),
      announcementWithdraw: row(1, '春节放假通知', 'withdrawn'),
      announcementCreate: row(3, '新公告'),
    }),
  );
});

test('renders the rows, the total and links each title to its details', async () => {
  signInAs({ authority: 'customer' });
  renderWithProviders(<SystemAnnouncePage />);

  const link = await screen.findByRole('link', { name: '春节放假通知' });
  expect(link.getAttribute('href')).toBe('/systemAnnounceDetails?id=1');
  expect(screen.getByText('共 42 条')).toBeTruthy();
  expect(screen.getByRole('columnheader', { name: '发布人' })).toBeTruthy();
  expect(pageQueries()).toContainEqual({ query: { current: 1, size: 10, keyword: undefined } });

  fireEvent.click(link);
  expect(currentLocation()).toBe('/systemAnnounceDetails?id=1');
});

test('customers see no manager buttons and no withdrawn tag', async () => {
  signInAs({ authority: 'customer' });
  renderWithProviders(<SystemAnnouncePage />);

  await screen.findByRole('link', { name: '春节放假通知' });
  expect(screen.queryByRole('button', { name: /发布公告/ })).toBeNull();
  expect(screen.queryByRole('button', { name: '编辑' })).toBeNull();
  expect(screen.queryByRole('button', { name: '撤回' })).toBeNull();
  expect(screen.queryByText('已撤回')).toBeNull();
});

test('managers see publish, edit and withdraw; withdrawn rows are tagged and cannot be withdrawn again', async () => {
  signInAs({ authority: 'manager' });
  renderWithProviders(<SystemAnnouncePage />);

  await screen.findByRole('link', { name: '春节放假通知' });
  expect(screen.getByRole('button', { name: /发布公告/ })).toBeTruthy();
  expect(screen.getAllByRole('button', { name: '编辑' })).toHaveLength(2);
  expect(screen.getAllByRole('button', { name: '撤回' })).toHaveLength(1);
  const withdrawnRow = screen.getByRole('link', { name: '系统升级公告' }).closest('tr') as HTMLElement;
  expect(within(withdrawnRow).getByText('已撤回')).toBeTruthy();
});

test('withdraw asks for confirmation and then withdraws that announcement', async () => {
  signInAs({ authority: 'manager' });
  renderWithProviders(<SystemAnnouncePage />);

  fireEvent.click(await screen.findByRole('button', { name: '撤回' }));
  expect(withdrawn()).toEqual([]);
  const confirm = await screen.findByRole('tooltip');
  fireEvent.click(within(confirm).getByRole('button', { name: '确定' }));

  await waitFor(() => expect(withdrawn()).toEqual([{ params: { id: 1 } }]));
  await waitFor(() => expect(pageQueries()).toHaveLength(2));
});

test('searching by keyword queries from page 1 with the trimmed keyword', async () => {
  signInAs({ authority: 'customer' });
  renderWithProviders(<SystemAnnouncePage />);
  await screen.findByRole('link', { name: '春节放假通知' });

  fireEvent.change(screen.getByLabelText('关键字'), { target: { value: '  放假 ' } });
  fireEvent.click(screen.getByRole('button', { name: /查询/ }));

  await waitFor(() =>
    expect(pageQueries().at(-1)).toEqual({ query: { current: 1, size: 10, keyword: '放假' } }),
  );
  expect(currentLocation()).toBe(`/?keyword=${encodeURIComponent('放假')}`);
});

test('a link with a keyword and a page shows them and asks for them; 重置 clears them', async () => {
  signInAs({ authority: 'customer' });
  renderWithProviders(<SystemAnnouncePage />, {
    route: `/systemAnnounce?keyword=${encodeURIComponent('放假')}&current=2&size=20`,
  });
  await screen.findByRole('link', { name: '春节放假通知' });
  expect(pageQueries()).toContainEqual({ query: { current: 2, size: 20, keyword: '放假' } });
  expect((screen.getByLabelText('关键字') as HTMLInputElement).value).toBe('放假');

  fireEvent.click(screen.getByRole('button', { name: /重置/ }));
  await waitFor(() => expect(currentLocation()).toBe('/systemAnnounce?size=20'));
  await waitFor(() =>
    expect(pageQueries().at(-1)).toEqual({ query: { current: 1, size: 20, keyword: undefined } }),
  );
  expect((screen.getByLabelText('关键字') as HTMLInputElement).value).toBe('');
});

test('publishing validates the form and posts title and content', async () => {
  signInAs({ authority: 'manager' });
  renderWithProviders(<SystemAnnouncePage />);

  fireEvent.click(await screen.findByRole('button', { name: /发布公告/ }));
  const dialog = await screen.findByRole('dialog');
  fireEvent.click(within(dialog).getByRole('button', { name: '确定' }));
  expect(await within(dialog).findByText('请输入公告标题')).toBeTruthy();
  expect(created()).toEqual([]);

  fireEvent.change(within(dialog).getByLabelText('公告标题'), { target: { value: ' 新公告 ' } });
  fireEvent.change(within(dialog).getByLabelText('公告内容'), { target: { value: '第一行\n第二行' } });
  await act(async () => {
    fireEvent.click(within(dialog).getByRole('button', { name: '确定' }));
  });

  await waitFor(() => expect(created()).toEqual([{ body: { title: '新公告', content: '第一行\n第二行' } }]));
});
