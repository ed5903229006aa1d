import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { SystemUserRow } from '@portal/shared';
import { renderWithProviders, signInAs } from '@portal/shared/src/testing';
import { getSystemUserPage } from '../features/system-users/api/get-system-user-page';
import SystemUserPage from './system-user-page';

jest.mock('../features/system-users/api/get-system-user-page');
const getPage = jest.mocked(getSystemUserPage);

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

beforeEach(() => {
  jest.resetAllMocks();
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

  const cell = await screen.findByRole('cell', { name: 'zhangsan' });
  const first = cell.closest('tr') as HTMLElement;
  for (const title of ['用户名', '姓名', '权限', '允许派单', '所属公司', '手机号', '状态', '创建时间']) {
    expect(screen.getByRole('columnheader', { name: title })).toBeTruthy();
  }
  expect(within(first).getByText('管理员')).toBeTruthy();
  expect(within(first).getByText('是')).toBeTruthy();
  expect(within(first).getByText('华东客户公司')).toBeTruthy();
  expect(within(first).getByText('在职')).toBeTruthy();
  expect(within(first).getByText('2024-01-02 03:04:05')).toBeTruthy();
  const second = screen.getByRole('cell', { name: 'lisi' }).closest('tr') as HTMLElement;
  expect(within(second).getByText('客户')).toBeTruthy();
  expect(within(second).getByText('离职')).toBeTruthy();
  expect(getPage).toHaveBeenCalledWith({ current: 1, size: 10 });
});

test('the filters are sent as query parameters from page 1', async () => {
  renderWithProviders(<SystemUserPage />);
  await screen.findByRole('cell', { name: 'zhangsan' });

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
});
