import { fireEvent, screen, waitFor } from '@testing-library/react';
import {
  okResponse,
  renderWithProviders,
  signInAs,
  stubApi,
  type StubbedRequest,
} from '@portal/shared/src/testing';
import '../../../locales';
import { RepairUserEditForm } from './repair-user-edit-form';

const sent: StubbedRequest[] = [];
let restore: () => void;
beforeEach(() => {
  signInAs({ authority: 'manager', allowDispatch: true });
  sent.length = 0;
  restore = stubApi((request) => {
    sent.push(request);
    return okResponse(request.config, null);
  });
});
afterEach(() => restore());

const order = {
  id: 12,
  status: 'toArrive',
  repairUserName: '金桥仓库',
  contactName: '林仓管',
  contactPhone: '13911110002',
  repairUserAddress: '上海市 浦东新区 金桥路 55 号',
};
const save = () => fireEvent.click(screen.getByRole('button', { name: /^保\s?存$/ }));

test("saves the order's repair user, contact and address, trimmed", async () => {
  renderWithProviders(<RepairUserEditForm order={order} />, { inRemote: true });
  fireEvent.change(screen.getByLabelText('联系人'), { target: { value: '  王主管 ' } });
  fireEvent.change(screen.getByLabelText('联系电话'), { target: { value: ' 021-58881234 ' } });
  save();
  expect(await screen.findByText('修改成功')).toBeTruthy();
  const call = sent.find((c) => c.path === '/api/dispatch/service/update/detail/overall');
  expect(call?.method).toBe('POST');
  expect(JSON.parse(String(call?.config.data))).toEqual({
    id: 12,
    repairUserName: '金桥仓库',
    contactName: '王主管',
    contactPhone: '021-58881234',
    repairUserAddress: '上海市 浦东新区 金桥路 55 号',
  });
});

test('refuses blank fields and a wrong phone number, sending nothing', async () => {
  renderWithProviders(<RepairUserEditForm order={order} />, { inRemote: true });
  fireEvent.change(screen.getByLabelText('报修用户'), { target: { value: '   ' } });
  fireEvent.change(screen.getByLabelText('服务地址'), { target: { value: '' } });
  fireEvent.change(screen.getByLabelText('联系电话'), { target: { value: '12ab' } });
  save();
  expect(await screen.findByText('请输入报修用户')).toBeTruthy();
  expect(await screen.findByText('请输入服务地址')).toBeTruthy();
  expect(await screen.findByText('电话号码错误')).toBeTruthy();
  await waitFor(() => expect(sent).toHaveLength(0));
});

test('a closed order is shown but cannot be changed', () => {
  renderWithProviders(<RepairUserEditForm order={{ ...order, status: 'confirmed' }} />, { inRemote: true });
  expect(screen.getByLabelText('联系人')).toHaveProperty('disabled', true);
  expect(screen.getByRole('button', { name: /^保\s?存$/ })).toHaveProperty('disabled', true);
});
