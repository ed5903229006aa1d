import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { call, type SystemUserRow } from '@portal/shared';
import { answerCalls, currentLocation, renderWithProviders, signInAs } from '@portal/shared/src/testing';
import SystemUserPage from './system-user-page';

jest.mock('@portal/shared', () => ({ ...jest.requireActual('@portal/shared'), call: jest.fn() }));

const getSystemUserPage = jest.fn();
const invalidateSystemUser = jest.fn();
const getPage = jest.mocked(getSystemUserPage);
const invalidate = jest.mocked(invalidateSystemUser);

const user: SystemUserRow = {
  id: 1,
  username: 'zhangsan',
  name: '张三',
  authority: 'manager',
  allowDispatch: true,
  customId: 2,
  customIdName: '华东客户公司',
  phone: '13800000000',
  telephone: null,
  jobId: 39,
  deptId: null,
  status: 'onTheJob',
  isDelete: false,
  createTime: '2024-01-02 03:04:05',
};

const row = async (username: string) =>
  (await screen.findByText(username, { selector: 'td' })).closest('tr') as HTMLElement;

beforeEach(() => {
  jest.resetAllMocks();
  jest.mocked(call).mockImplementation(
    answerCalls({
      systemUserPage: ({ query }) => getSystemUserPage(query),
      systemUserInvalidate: ({ body }) => invalidateSystemUser(body.id),
    }),
  );
  signInAs({ authority: 'manager' });
  getPage.mockResolvedValue({
    total: 1,
    records: [
      user,
      {
        ...user,
        id: 2,
        username: 'lisi',
        name: '李四',
        authority: 'customer',
        allowDispatch: false,
        status: 'left',
      },
    ],
  });
});

test('shows every column and the translated values', async () => {
  renderWithProviders(<SystemUserPage />);

  const first = await row('zhangsan');
  const headers = [...document.querySelectorAll('thead th')].map((th) => th.textContent);
  for (const title of [
    '用户名',
    '姓名',
    '权限',
    '允许派单',
    '所属公司',
    '手机号',
    '状态',
    '创建时间',
    '操作',
  ]) {
    expect(headers).toContain(title);
  }
  expect(within(first).getByText('管理员')).toBeTruthy();
  expect(within(first).getByText('是')).toBeTruthy();
  expect(within(first).getByText('华东客户公司')).toBeTruthy();
  expect(within(first).getByText('在职')).toBeTruthy();
  expect(within(first).getByText('2024-01-02 03:04:05')).toBeTruthy();
  const second = await row('lisi');
  expect(within(second).getByText('客户')).toBeTruthy();
  expect(within(second).getByText('离职')).toBeTruthy();
  expect(getPage).toHaveBeenCalledWith({ current: 1, size: 10 });
});

test('the filters are sent as query parameters from page 1', async () => {
  renderWithProviders(<SystemUserPage />);
  await row('zhangsan');

  fireEvent.change(screen.getByLabelText('关键字'), { target: { value: ' 138 ' } });
  fireEvent.mouseDown(screen.getByRole('combobox', { name: '权限' }));
  fireEvent.click(await screen.findByTitle('技术员'));
  fireEvent.mouseDown(screen.getByRole('combobox', { name: '状态' }));
  fireEvent.click(await screen.findByTitle('离职'));
  fireEvent.click(screen.getByRole('button', { name: /查询/ }));

  await waitFor(() =>
    expect(getPage).toHaveBeenLastCalledWith({
      current: 1,
      size: 10,
      keyword: '138',
      authority: 'technician',
      status: 'left',
    }),
  );
  expect(currentLocation()).toBe('/?keyword=138&authority=technician&status=left');
});

test('a link with filters and a page shows them in the form and asks for them; 重置 clears them', async () => {
  renderWithProviders(<SystemUserPage />, {
    route: '/systemUser?keyword=%E5%BC%A0&authority=customer&status=bogus&current=3&size=20',
  });
  await row('zhangsan');
  expect(getPage).toHaveBeenCalledWith({ current: 3, size: 20, keyword: '张', authority: 'customer' });
  expect((screen.getByLabelText('关键字') as HTMLInputElement).value).toBe('张');
  expect(screen.getByTitle('客户')).toBeTruthy();

  fireEvent.click(screen.getByRole('button', { name: /重置/ }));
  await waitFor(() => expect(currentLocation()).toBe('/systemUser?size=20'));
  await waitFor(() => expect(getPage).toHaveBeenLastCalledWith({ current: 1, size: 20 }));
  expect((screen.getByLabelText('关键字') as HTMLInputElement).value).toBe('');
});

test('新增 and 编辑 open the add and edit pages', async () => {
  renderWithProviders(<SystemUserPage />, { route: '/systemUser' });
  const lisi = await row('lisi');

  fireEvent.click(within(lisi).getByRole('button', { name: '编辑' }));
  expect(currentLocation()).toBe('/systemUserEdit?id=2');
  fireEvent.click(screen.getByRole('button', { name: /新增/ }));
  expect(currentLocation()).toBe('/systemUserAdd');
});

test('作废 asks first, then invalidates and refreshes; the signed-in user cannot invalidate themselves', async () => {
  invalidate.mockResolvedValue(null);
  renderWithProviders(<SystemUserPage />);
  const me = await row('zhangsan');
  expect((within(me).getByRole('button', { name: '作废' }) as HTMLButtonElement).disabled).toBe(true);

  const other = await row('lisi');
  fireEvent.click(within(other).getByRole('button', { name: '作废' }));
  expect(await screen.findByText('确定作废用户「李四」吗？作废后该用户将无法登录。')).toBeTruthy();
  expect(invalidate).not.toHaveBeenCalled();
  fireEvent.click(screen.getByRole('button', { name: '确定' }));

  await waitFor(() => expect(invalidate).toHaveBeenCalledWith(2));
  expect(await screen.findByText('操作成功')).toBeTruthy();
  await waitFor(() => expect(getPage).toHaveBeenCalledTimes(2));
});
