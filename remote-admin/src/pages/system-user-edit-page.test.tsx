import { fireEvent, screen, waitFor } from '@testing-library/react';
import { call, ApiError, type SystemUserRow } from '@portal/shared';
import { answerCalls, currentLocation, renderWithProviders, signInAs } from '@portal/shared/src/testing';
import SystemUserEditPage from './system-user-edit-page';

jest.mock('@portal/shared', () => ({ ...jest.requireActual('@portal/shared'), call: jest.fn() }));

const getSystemUser = jest.fn();
const updateSystemUser = jest.fn();
const resetSystemUserPassword = jest.fn();
const getCustomerCompanies = jest.fn();
const get = jest.mocked(getSystemUser);
const update = jest.mocked(updateSystemUser);
const reset = jest.mocked(resetSystemUserPassword);

const user: SystemUserRow = {
  id: 7,
  username: 'wangwu',
  name: '王五',
  authority: 'manager',
  allowDispatch: false,
  customId: null,
  customIdName: null,
  phone: '13700000000',
  telephone: null,
  jobId: 39,
  deptId: 10,
  status: 'onTheJob',
  isDelete: false,
  createTime: '2024-01-02 03:04:05',
};

beforeEach(() => {
  jest.resetAllMocks();
  jest.mocked(call).mockImplementation(
    answerCalls({
      systemUser: ({ params }) => getSystemUser(params.id),
      systemUserUpdate: ({ params, body }) => updateSystemUser(params.id, body),
      systemUserPassword: ({ params, body }) => resetSystemUserPassword(params.id, body.password),
      customerCompanies: () => getCustomerCompanies(),
    }),
  );
  signInAs({ authority: 'manager' });
  get.mockResolvedValue(user);
  update.mockResolvedValue(null);
  reset.mockResolvedValue(null);
  jest.mocked(getCustomerCompanies).mockResolvedValue([{ id: 1, name: '华东客户公司' }]);
});

test('edits the saved values, says 修改成功 and goes back to the list', async () => {
  renderWithProviders(<SystemUserEditPage />, { route: '/systemUserEdit?id=7' });

  expect(await screen.findByDisplayValue('王五')).toBeTruthy();
  expect(get).toHaveBeenCalledWith(7);
  expect(screen.getByText('wangwu')).toBeTruthy();
  expect(screen.queryByLabelText('初始密码')).toBeNull();
  expect(screen.queryByLabelText('所属公司')).toBeNull();

  fireEvent.change(screen.getByLabelText('姓名'), { target: { value: '王五一' } });
  fireEvent.click(screen.getByRole('radio', { name: '离职' }));
  fireEvent.click(screen.getByRole('button', { name: '保存' }));

  await waitFor(() =>
    expect(update).toHaveBeenCalledWith(7, {
      name: '王五一',
      authority: 'manager',
      allowDispatch: false,
      allowRelease: false,
      customId: null,
      phone: '13700000000',
      telephone: null,
      jobId: 39,
      deptId: 10,
      status: 'left',
    }),
  );
  expect(await screen.findByText('修改成功')).toBeTruthy();
  await waitFor(() => expect(currentLocation()).toBe('/systemUser'));
});

test('a refused save stays on the form', async () => {
  update.mockRejectedValue(new ApiError('客户用户必须选择所属公司', 400, 400));
  renderWithProviders(<SystemUserEditPage />, { route: '/systemUserEdit?id=7' });
  await screen.findByDisplayValue('王五');

  fireEvent.click(screen.getByRole('button', { name: '保存' }));

  await waitFor(() => expect(update).toHaveBeenCalled());
  expect(currentLocation()).toBe('/systemUserEdit?id=7');
  expect(screen.queryByText('修改成功')).toBeNull();
});

test('重置密码 checks both fields, then sets the new password', async () => {
  renderWithProviders(<SystemUserEditPage />, { route: '/systemUserEdit?id=7' });
  await screen.findByDisplayValue('王五');
  const submit = screen.getByRole('button', { name: /重置密码/ });

  fireEvent.click(submit);
  expect(await screen.findByText('请输入新密码')).toBeTruthy();
  expect(screen.getByText('请再次输入新密码')).toBeTruthy();

  fireEvent.change(screen.getByLabelText('新密码'), { target: { value: 'abc' } });
  fireEvent.change(screen.getByLabelText('确认新密码'), { target: { value: 'abcdef' } });
  expect(await screen.findByText('密码长度为 6 到 64 个字符')).toBeTruthy();
  expect(await screen.findByText('两次输入密码不一致')).toBeTruthy();

  fireEvent.change(screen.getByLabelText('新密码'), { target: { value: 'abcdef' } });
  await waitFor(() => expect(screen.queryByText('两次输入密码不一致')).toBeNull());
  fireEvent.click(submit);

  await waitFor(() => expect(reset).toHaveBeenCalledWith(7, 'abcdef'));
  expect(await screen.findByText('密码已重置，请将新密码告知用户')).toBeTruthy();
  expect(update).not.toHaveBeenCalled();
  expect(currentLocation()).toBe('/systemUserEdit?id=7');
});

test('an unknown or malformed id shows 用户不存在', async () => {
  get.mockRejectedValue(new ApiError('请求地址错误', 404, 404));
  const { unmount } = renderWithProviders(<SystemUserEditPage />, { route: '/systemUserEdit?id=404' });
  expect(await screen.findByText('用户不存在')).toBeTruthy();
  unmount();

  renderWithProviders(<SystemUserEditPage />, { route: '/systemUserEdit?id=x' });
  expect(screen.getByText('用户不存在')).toBeTruthy();
});
