import { fireEvent, screen, waitFor } from '@testing-library/react';
import { call } from '@portal/shared';
import { answerCalls, currentLocation, renderWithProviders, signInAs } from '@portal/shared/src/testing';
import SystemUserAddPage from './system-user-add-page';

jest.mock('@portal/shared', () => ({ ...jest.requireActual('@portal/shared'), call: jest.fn() }));

const createSystemUser = jest.fn();
const getCustomerCompanies = jest.fn();
const create = jest.mocked(createSystemUser);
const companies = jest.mocked(getCustomerCompanies);

beforeEach(() => {
  jest.resetAllMocks();
  jest.mocked(call).mockImplementation(
    answerCalls({
      systemUserCreate: ({ body }) => createSystemUser(body),
      customerCompanies: () => getCustomerCompanies(),
    }),
  );
  signInAs({ authority: 'manager', allowDispatch: true });
  companies.mockResolvedValue([
    { id: 1, name: '华东客户公司' },
    { id: 2, name: '华南客户公司' },
  ]);
  create.mockResolvedValue({ id: 9 });
});

const field = (label: string) => screen.getByLabelText(label);
const type = (label: string, value: string) => fireEvent.change(field(label), { target: { value } });
const choose = async (label: string, option: string) => {
  fireEvent.mouseDown(screen.getByRole('combobox', { name: label }));
  fireEvent.click(await screen.findByTitle(option));
};
const save = () => fireEvent.click(screen.getByRole('button', { name: '保存' }));

test('checks every field inline; a customer needs a company, others have no company field', async () => {
  renderWithProviders(<SystemUserAddPage />, { route: '/systemUserAdd' });
  expect(screen.queryByLabelText('所属公司')).toBeNull();

  save();
  expect(await screen.findByText('请输入用户名')).toBeTruthy();
  expect(screen.getByText('请输入初始密码')).toBeTruthy();
  expect(screen.getByText('请输入姓名')).toBeTruthy();
  expect(screen.getByText('请选择权限')).toBeTruthy();

  type('用户名', 'bad name!');
  type('初始密码', '12345');
  type('手机号', '138-abc');
  expect(await screen.findByText('用户名只能包含字母、数字和 _ . @ -')).toBeTruthy();
  expect(await screen.findByText('密码长度为 6 到 64 个字符')).toBeTruthy();
  expect(await screen.findByText('号码只能包含数字、空格、+ 和 -')).toBeTruthy();

  await choose('权限', '客户');
  expect(await screen.findByLabelText('所属公司')).toBeTruthy();
  save();
  expect(await screen.findByText('请选择所属公司')).toBeTruthy();
  await choose('权限', '技术员');
  await waitFor(() => expect(screen.queryByLabelText('所属公司')).toBeNull());
  expect(create).not.toHaveBeenCalled();
});

test('adds the user, says 新增成功 and goes back to the list', async () => {
  renderWithProviders(<SystemUserAddPage />, { route: '/systemUserAdd' });

  type('用户名', ' zhaoliu ');
  type('初始密码', 'start-123');
  type('姓名', '赵六');
  await choose('权限', '客户');
  await screen.findByLabelText('所属公司');
  await choose('所属公司', '华南客户公司');
  type('手机号', '139 0000 0000');
  fireEvent.change(field('岗位编号'), { target: { value: '18' } });
  save();

  await waitFor(() =>
    expect(create).toHaveBeenCalledWith({
      username: 'zhaoliu',
      password: 'start-123',
      name: '赵六',
      authority: 'customer',
      allowDispatch: false,
      customId: 2,
      phone: '139 0000 0000',
      telephone: null,
      jobId: 18,
      deptId: null,
      status: 'onTheJob',
    }),
  );
  expect(await screen.findByText('新增成功')).toBeTruthy();
  await waitFor(() => expect(currentLocation()).toBe('/systemUser'));
});

test('dispatch rights: never for a customer account, granted only by a manager who holds them', async () => {
  renderWithProviders(<SystemUserAddPage />, { route: '/systemUserAdd' });
  await choose('权限', '技术员');
  const dispatchSwitch = () => screen.getByRole('switch', { name: '允许派单' });
  fireEvent.click(dispatchSwitch());
  expect(dispatchSwitch().getAttribute('aria-checked')).toBe('true');
  await choose('权限', '客户');
  await waitFor(() => expect(dispatchSwitch().getAttribute('aria-checked')).toBe('false'));
  expect((dispatchSwitch() as HTMLButtonElement).disabled).toBe(true);
  expect(screen.getByText('客户账号不能拥有派单权限')).toBeTruthy();
});

test('a manager without dispatch rights cannot grant them', async () => {
  signInAs({ authority: 'manager', allowDispatch: false });
  renderWithProviders(<SystemUserAddPage />, { route: '/systemUserAdd' });
  await choose('权限', '管理员');
  expect((screen.getByRole('switch', { name: '允许派单' }) as HTMLButtonElement).disabled).toBe(true);
  expect(screen.getByText('只有拥有派单权限的管理员才能授予或收回派单权限')).toBeTruthy();
});
