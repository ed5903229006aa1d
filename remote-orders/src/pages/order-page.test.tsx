import { fireEvent, screen, waitFor } from '@testing-library/react';
import { call } from '@portal/shared';
import { answerCalls, renderWithProviders, signInAs } from '@portal/shared/src/testing';
import { clickButton, formErrors, seedRegionTree } from '../test/form-page';
import OrderPage from './order-page';

jest.mock('@portal/shared', () => ({ ...jest.requireActual('@portal/shared'), call: jest.fn() }));

const getProjects = jest.fn();
const getProjectDocuments = jest.fn();
const createOrder = jest.fn();
const getRepairUserList = jest.fn();

beforeAll(() => seedRegionTree([]));

beforeEach(() => {
  jest.resetAllMocks();
  jest.mocked(call).mockImplementation(
    answerCalls({
      projectList: () => getProjects(),
      serviceContents: [],
      projectGuidelines: [],
      orderCreate: ({ body }) => createOrder(body),
      projectDocuments: ({ query }) => getProjectDocuments(query),
      repairUserList: () => getRepairUserList(),
    }),
  );
  signInAs({ authority: 'customer' });
  jest.mocked(getProjects).mockResolvedValue([]);
  jest.mocked(getRepairUserList).mockResolvedValue([]);
});

const submit = () => clickButton('提交工单');

test('an empty form names every missing field and sends nothing', async () => {
  renderWithProviders(<OrderPage />, { route: '/order' });
  await submit();

  for (const text of [
    '请选择项目',
    '请选择服务内容',
    '请选择报修用户',
    '请选择省/市/区',
    '请输入详细地址',
    '请输入联系人',
    '请输入联系电话',
    '请选择预约日期',
    '请选择预约时间',
    '请输入故障描述',
  ]) {
    await waitFor(() => expect(formErrors()).toContain(text));
  }
  expect(createOrder).not.toHaveBeenCalled();
});

test('the contact phone must be a mainland mobile or a landline; the fault description is capped', async () => {
  renderWithProviders(<OrderPage />, { route: '/order' });
  const phone = screen.getByLabelText('联系电话');

  fireEvent.change(phone, { target: { value: '12345' } });
  await waitFor(() => expect(formErrors()).toContain('请输入正确的手机号或座机号'));
  fireEvent.change(phone, { target: { value: '021-58880000' } });
  await waitFor(() => expect(formErrors()).not.toContain('请输入正确的手机号或座机号'));
  fireEvent.change(phone, { target: { value: '13812345678' } });
  await waitFor(() => expect(formErrors()).not.toContain('请输入正确的手机号或座机号'));

  const description = screen.getByLabelText('故障描述');
  expect(description.getAttribute('maxlength')).toBe('1000');
  fireEvent.change(description, { target: { value: '   ' } });
  await waitFor(() => expect(formErrors()).toContain('请输入故障描述'));
  fireEvent.change(description, { target: { value: '空调不制冷' } });
  expect(await screen.findByText('5 / 1000')).toBeTruthy();
});
