import { fireEvent, screen, waitFor } from '@testing-library/react';
import { call, eventBus, type RepairUser } from '@portal/shared';
import { answerCalls, currentLocation, renderWithProviders, signInAs } from '@portal/shared/src/testing';
import { clickButton, formErrors, seedRegionTree } from '../test/form-page';
import RepairUserAddPage from './repair-user-add-page';
import RepairUserRecordEditPage from './repair-user-record-edit-page';

jest.mock('@portal/shared', () => ({ ...jest.requireActual('@portal/shared'), call: jest.fn() }));

const getRepairUser = jest.fn();
const updateRepairUser = jest.fn();
const createRepairUser = jest.fn();

const user: RepairUser = {
  id: 9,
  customerId: 1,
  customerName: '华东智能制造有限公司',
  name: '张江一号工厂',
  repairNo: 'R1006',
  contactName: '陈主管',
  contactPhone: '13911110001',
  regionCodes: ['31', '3101', '310115'],
  regionText: '上海市 市辖区 浦东新区',
  addressDetail: '张江路 100 号',
  isValid: true,
  createTime: '2024-06-01 08:00:00',
  updateTime: '2024-06-01 08:00:00',
};

beforeAll(() =>
  seedRegionTree([
    {
      value: '31',
      label: '上海市',
      children: [{ value: '3101', label: '市辖区', children: [{ value: '310115', label: '浦东新区' }] }],
    },
  ]),
);

beforeEach(() => {
  jest.resetAllMocks();
  jest.mocked(call).mockImplementation(
    answerCalls({
      repairUser: ({ params }) => getRepairUser(params.id),
      repairUserUpdate: ({ params, body }) => updateRepairUser(params.id, body),
      repairUserCreate: ({ body }) => createRepairUser(body),
    }),
  );
  signInAs({ authority: 'customer' });
});

const save = () => clickButton('保存');

test('the add form names every required field and checks the phone', async () => {
  renderWithProviders(<RepairUserAddPage />, { route: '/repairUserAdd' });
  await save();

  for (const text of [
    '请输入报修用户名称',
    '请输入联系人',
    '请输入联系电话',
    '请选择省/市/区',
    '请输入详细地址',
  ]) {
    await waitFor(() => expect(formErrors()).toContain(text));
  }
  fireEvent.change(screen.getByLabelText('联系电话'), { target: { value: '1381234' } });
  await waitFor(() => expect(formErrors()).toContain('请输入正确的手机号或座机号'));
  fireEvent.change(screen.getByLabelText('联系电话'), { target: { value: '0755-12345678' } });
  await waitFor(() => expect(formErrors()).not.toContain('请输入正确的手机号或座机号'));
  expect(createRepairUser).not.toHaveBeenCalled();
});

test('the edit form loads the repair user, saves the trimmed fields, closes its tab and goes back to the list', async () => {
  jest.mocked(getRepairUser).mockResolvedValue(user);
  jest.mocked(updateRepairUser).mockResolvedValue({ ...user, contactName: '吴经理' });
  const closed = jest.fn();
  const off = eventBus.on('tab:close', closed);
  renderWithProviders(<RepairUserRecordEditPage />, { route: '/repairUserEdit?id=9', toastsStay: true });

  expect(await screen.findByDisplayValue('张江一号工厂')).toBeTruthy();
  expect(getRepairUser).toHaveBeenCalledWith(9);
  expect(screen.getByText('上海市 / 市辖区 / 浦东新区')).toBeTruthy();
  fireEvent.change(screen.getByLabelText('联系人'), { target: { value: '  吴经理 ' } });
  fireEvent.change(screen.getByLabelText('报修编号'), { target: { value: ' ' } });
  await save();

  await waitFor(() =>
    expect(updateRepairUser).toHaveBeenCalledWith(9, {
      name: '张江一号工厂',
      repairNo: null,
      contactName: '吴经理',
      contactPhone: '13911110001',
      regionCodes: ['31', '3101', '310115'],
      addressDetail: '张江路 100 号',
    }),
  );
  expect(await screen.findByText('修改成功')).toBeTruthy();
  expect(closed).toHaveBeenCalledWith({ path: '/repairUserEdit?id=9' });
  expect(currentLocation()).toBe('/repairUser');
  off();
});

test('a malformed id or a 404 shows not found', async () => {
  renderWithProviders(<RepairUserRecordEditPage />, { route: '/repairUserEdit?id=x' });
  expect(screen.getByText('报修用户不存在或无权查看')).toBeTruthy();
  expect(getRepairUser).not.toHaveBeenCalled();
});
