import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderWithProviders, signInAs, stubRoutes } from '@portal/shared/src/testing';
import type {
  Release,
  ReleaseBody,
  ReleaseHistoryEntry,
  RemoteVersion,
  StableVersion,
} from '@portal/shared/contract';
import type { UserOption } from '../features/releases/api/types';
import { ORDERS_ENTRY, release } from '../features/releases/lib/release.fixture';
import ReleasesPage from './releases-page';

// What the page asked the server for, by the calls' own terms (the API is stubbed at the HTTP level).
const list = jest.fn<Promise<Release[]>, []>();
const save = jest.fn<Promise<null>, [string, string, ReleaseBody]>();
const search = jest.fn<Promise<UserOption[]>, [string]>();
const getUserOption = jest.fn<Promise<UserOption>, [number]>();
const getVersions = jest.fn<Promise<RemoteVersion[]>, []>();
const getHistory = jest.fn<Promise<ReleaseHistoryEntry[]>, []>();
const promoteVersion = jest.fn<Promise<StableVersion>, [string, string]>();
const rollbackRelease = jest.fn<Promise<StableVersion>, [string]>();
let restore: () => void;
afterEach(() => restore());

function stubReleaseCalls() {
  restore = stubRoutes({
    releases: () => list(),
    releaseSave: ({ params, body }) => save(params.remote, params.channel, body),
    systemUserPage: async ({ query }) => {
      const records = await search(query?.keyword ?? '');
      return { records, total: records.length, size: query?.size ?? 20, current: 1, pages: 1 };
    },
    systemUser: ({ params }) => getUserOption(params.id),
    releaseVersions: () => getVersions(),
    releaseHistory: () => getHistory(),
    releasePromote: ({ params, body }) => promoteVersion(params.remote, body?.version ?? ''),
    releaseRollback: ({ params }) => rollbackRelease(params.remote),
  });
}

beforeEach(() => {
  jest.resetAllMocks();
  signInAs({ authority: 'manager', allowRelease: true });
  stubReleaseCalls();
  list.mockResolvedValue([
    release({ remote: 'remote_admin', entry: '/remotes/remote-admin/mf-manifest.json' }),
    release({}),
    release({ channel: 'canary', version: '0.2.0-rc', rolloutPercent: 10, rolloutUsers: [3], active: true }),
  ]);
  save.mockResolvedValue(null);
  search.mockResolvedValue([{ id: 5, name: '李四', username: 'lisi' }]);
  jest.mocked(getVersions).mockResolvedValue([
    {
      remote: 'remote_orders',
      version: '0.2.0-rc',
      entry: '/remotes/remote-orders/0.2.0-rc/mf-manifest.json',
      publishedBy: '系统管理员',
      publishedAt: '2024-06-02 09:00:00',
      hashed: true,
    },
    {
      remote: 'remote_orders',
      version: '0.1.0',
      entry: ORDERS_ENTRY,
      publishedBy: null,
      publishedAt: '2024-06-01 10:00:00',
      hashed: false,
    },
  ]);
  jest.mocked(getHistory).mockResolvedValue([
    {
      id: 2,
      remote: 'remote_orders',
      action: 'canary',
      version: '0.2.0-rc',
      previousVersion: '0.1.0',
      rolloutPercent: 10,
      rolloutUsers: [3],
      actor: '系统管理员',
      actorAddress: '127.0.0.1',
      createdAt: '2024-06-02 09:05:00',
    },
    {
      id: 1,
      remote: 'remote_orders',
      action: 'publish',
      version: '0.2.0-rc',
      previousVersion: null,
      rolloutPercent: null,
      rolloutUsers: null,
      actor: '系统管理员',
      actorAddress: '127.0.0.1',
      createdAt: '2024-06-02 09:00:00',
    },
  ]);
  jest.mocked(promoteVersion).mockResolvedValue({ version: '0.2.0-rc' });
  jest.mocked(rollbackRelease).mockResolvedValue({ version: '0.0.9' });
  jest
    .mocked(getUserOption)
    .mockImplementation(async (id) => ({ id, name: `用户${id}`, username: `u${id}` }));
});

// Role queries over the whole table are slow in jsdom; the dialog is found by its title instead.
const dialogTitled = async (title: string) =>
  (await screen.findByText(title, { selector: '.ant-modal-title' })).closest('.ant-modal') as HTMLElement;

const row = (key: string) => document.querySelector(`tr[data-row-key="${key}"]`) as HTMLElement;

test('lists each remote with its stable and canary releases and explains how entries are picked', async () => {
  renderWithProviders(<ReleasesPage />, { route: '/releases' });

  await waitFor(() => expect(row('remote_orders:canary')).toBeTruthy());
  expect(screen.getByText('门户如何选择各模块的入口')).toBeTruthy();
  expect(screen.getByText(/刷新页面后加载新设置/)).toBeTruthy();
  const canary = row('remote_orders:canary');
  expect(within(canary).getByText('0.2.0-rc')).toBeTruthy();
  expect(within(canary).getByText('10%')).toBeTruthy();
  expect(await within(canary).findByText('用户3（u3）')).toBeTruthy();
  expect(within(canary).getByText('已启用')).toBeTruthy();
  expect(within(row('remote_orders:stable')).getByText('全部用户')).toBeTruthy();
  expect(within(row('remote_admin:canary')).getByText('暂无灰度版')).toBeTruthy();
});

test('the canary editor sends version, entry, percentage, listed users and the switch', async () => {
  renderWithProviders(<ReleasesPage />, { route: '/releases' });
  await waitFor(() => expect(row('remote_orders:canary')).toBeTruthy());

  fireEvent.click(within(row('remote_orders:canary')).getByRole('button', { name: '编辑' }));
  const dialog = await dialogTitled('编辑灰度版');
  const version = within(dialog).getByLabelText('版本');
  fireEvent.change(version, { target: { value: '' } });
  fireEvent.change(within(dialog).getByLabelText('入口地址'), { target: { value: 'ftp://x' } });
  fireEvent.click(within(dialog).getByRole('button', { name: '保存' }));
  expect(await within(dialog).findByText('请输入版本')).toBeTruthy();
  expect(await within(dialog).findByText(/入口地址须以/)).toBeTruthy();

  fireEvent.change(version, { target: { value: ' 0.2.0 ' } });
  fireEvent.change(within(dialog).getByLabelText('入口地址'), { target: { value: ORDERS_ENTRY } });
  fireEvent.change(within(dialog).getByLabelText('灰度比例'), { target: { value: '25' } });
  const users = within(dialog).getByLabelText('指定用户');
  fireEvent.mouseDown(users);
  fireEvent.change(users, { target: { value: 'li' } });
  await waitFor(() => expect(search).toHaveBeenCalledWith('li'));
  fireEvent.click(await screen.findByTitle('李四（lisi）'));
  fireEvent.click(within(dialog).getByRole('switch', { name: '启用灰度版' }));
  fireEvent.click(within(dialog).getByRole('button', { name: '保存' }));

  await waitFor(() =>
    expect(save).toHaveBeenCalledWith('remote_orders', 'canary', {
      version: '0.2.0',
      entry: ORDERS_ENTRY,
      rolloutPercent: 25,
      rolloutUsers: [3, 5],
      active: false,
    }),
  );
  expect(await screen.findByText('保存成功')).toBeTruthy();
});

test('a remote without a canary offers to create one from the stable entry; the stable has no rollout fields', async () => {
  renderWithProviders(<ReleasesPage />, { route: '/releases' });
  await waitFor(() => expect(row('remote_admin:canary')).toBeTruthy());

  fireEvent.click(within(row('remote_admin:canary')).getByRole('button', { name: '创建灰度版' }));
  let dialog = await dialogTitled('创建灰度版');
  expect((within(dialog).getByLabelText('入口地址') as HTMLInputElement).value).toBe(
    '/remotes/remote-admin/mf-manifest.json',
  );
  fireEvent.change(within(dialog).getByLabelText('版本'), { target: { value: '0.1.1' } });
  fireEvent.click(within(dialog).getByRole('button', { name: '保存' }));
  await waitFor(() =>
    expect(save).toHaveBeenCalledWith('remote_admin', 'canary', {
      version: '0.1.1',
      entry: '/remotes/remote-admin/mf-manifest.json',
      rolloutPercent: 0,
      rolloutUsers: [],
      active: true,
    }),
  );
  await waitFor(() => expect(document.querySelector('.ant-modal')).toBeNull());

  fireEvent.click(within(row('remote_orders:stable')).getByRole('button', { name: '编辑' }));
  dialog = await dialogTitled('编辑稳定版');
  expect(within(dialog).queryByLabelText('灰度比例')).toBeNull();
  expect(within(dialog).queryByLabelText('指定用户')).toBeNull();
  fireEvent.change(within(dialog).getByLabelText('版本'), { target: { value: '0.1.2' } });
  fireEvent.click(within(dialog).getByRole('button', { name: '保存' }));
  await waitFor(() =>
    expect(save).toHaveBeenLastCalledWith('remote_orders', 'stable', {
      version: '0.1.2',
      entry: ORDERS_ENTRY,
      rolloutPercent: 100,
      rolloutUsers: [],
      active: true,
    }),
  );
});

// The OK button of the open confirmation (role queries over the whole page are too slow in jsdom).
const openConfirmOk = () =>
  waitFor(() => {
    const buttons = document.querySelectorAll<HTMLElement>(
      '.ant-popover:not(.ant-popover-hidden) .ant-popconfirm-buttons .ant-btn-primary',
    );
    expect(buttons.length).toBeGreaterThan(0);
    return buttons[buttons.length - 1];
  });

test('lists published versions with who gets them and the history; promote and roll back call the server', async () => {
  renderWithProviders(<ReleasesPage />, { route: '/releases' });
  await waitFor(() => expect(row('remote_orders:0.2.0-rc')).toBeTruthy());
  const candidate = row('remote_orders:0.2.0-rc');
  expect(within(candidate).getByText('灰度版')).toBeTruthy();
  expect(within(candidate).getByText('系统管理员')).toBeTruthy();
  const stable = row('remote_orders:0.1.0');
  expect(within(stable).getByText('稳定版')).toBeTruthy();
  expect(within(row('2')).getByText('灰度')).toBeTruthy();
  expect(within(row('2')).getByText('0.2.0-rc （指定用户 1 人，比例 10%） （原稳定版 0.1.0）')).toBeTruthy();

  fireEvent.click(within(candidate).getByRole('button', { name: '设为稳定版' }));
  fireEvent.click(await openConfirmOk());
  await waitFor(() => expect(promoteVersion).toHaveBeenCalledWith('remote_orders', '0.2.0-rc'));

  fireEvent.click(within(stable).getByRole('button', { name: '回滚' }));
  fireEvent.click(await openConfirmOk());
  await waitFor(() => expect(rollbackRelease).toHaveBeenCalledWith('remote_orders'));
}, 120_000);

test('a version without recorded hashes offers no canary or promotion, and says why', async () => {
  jest.mocked(getVersions).mockResolvedValue([
    {
      remote: 'remote_orders',
      version: '0.1.5-by-hand',
      entry: '/remotes/remote-orders/0.1.5-by-hand/mf-manifest.json',
      publishedBy: '系统管理员',
      publishedAt: '2024-06-02 08:00:00',
      hashed: false,
    },
  ]);
  renderWithProviders(<ReleasesPage />, { route: '/releases' });
  await waitFor(() => expect(row('remote_orders:0.1.5-by-hand')).toBeTruthy());
  const version = row('remote_orders:0.1.5-by-hand');
  for (const name of ['灰度发布', '设为稳定版'])
    expect((within(version).getByRole('button', { name }) as HTMLButtonElement).disabled).toBe(true);
  fireEvent.mouseEnter(within(version).getByRole('button', { name: '灰度发布' }).parentElement!);
  expect(
    await screen.findByText('该版本没有记录文件校验值，不能灰度或设为稳定版；请重新发布该版本'),
  ).toBeTruthy();
}, 60_000);

test('a manager without the release right sees the releases but no button that writes, and is told why', async () => {
  signInAs({ authority: 'manager', allowRelease: false });
  renderWithProviders(<ReleasesPage />, { route: '/releases' });
  await waitFor(() => expect(row('remote_orders:0.2.0-rc')).toBeTruthy());
  await waitFor(() => expect(row('remote_orders:canary')).toBeTruthy());
  expect(screen.getByText(/您没有发布前端版本的权限，只能查看/)).toBeTruthy();
  expect(within(row('remote_orders:canary')).getByText('0.2.0-rc')).toBeTruthy();
  for (const key of [
    'remote_orders:stable',
    'remote_orders:canary',
    'remote_admin:canary',
    'remote_orders:0.2.0-rc',
    'remote_orders:0.1.0',
  ])
    expect([
      key,
      within(row(key))
        .queryAllByRole('button')
        .map((b) => b.textContent),
    ]).toEqual([key, []]);
}, 60_000);

test('on a phone each release and version lists its values under their titles, with nothing to scroll sideways', async () => {
  const desktop = window.matchMedia;
  window.matchMedia = (query: string) => ({ ...desktop(query), matches: query.includes('max-width') });
  try {
    renderWithProviders(<ReleasesPage />, { route: '/releases' });
    await waitFor(() => expect(row('remote_orders:0.2.0-rc')).toBeTruthy());
    await waitFor(() => expect(row('remote_orders:stable')).toBeTruthy());
    const stable = row('remote_orders:stable');
    expect(stable.querySelectorAll('td')).toHaveLength(1);
    for (const text of [
      '模块',
      '客户页面',
      '通道',
      '稳定版',
      '版本 / 入口地址',
      '0.1.0',
      '灰度比例',
      '全部用户',
      '状态',
      '已启用',
    ])
      expect([text, within(stable).queryAllByText(text).length > 0]).toEqual([text, true]);
    expect(within(stable).getByRole('button', { name: '编辑' })).toBeTruthy();
    expect(within(row('remote_orders:0.2.0-rc')).getByRole('button', { name: '设为稳定版' })).toBeTruthy();
    expect(document.querySelector('thead')).toBeNull();
    expect(document.querySelector('.ant-table-cell-fix-right, .ant-table-ping-right')).toBeNull();
  } finally {
    window.matchMedia = desktop;
  }
}, 60_000);
