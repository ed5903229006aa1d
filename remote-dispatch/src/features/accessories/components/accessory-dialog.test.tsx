import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import {
  okResponse,
  renderWithProviders,
  signInAs,
  stubApi,
  type StubbedRequest,
} from '@portal/shared/src/testing';
import type { Accessory } from '@portal/shared/contract';
import '../../../locales';
import { AccessoryDialog } from './accessory-dialog';

// The dialog's API answers are stubbed at the HTTP level (the shared clients' adapters).
const sent: StubbedRequest[] = [];
let restore: () => void;
const answers: Record<string, unknown> = {};
let extracted: unknown = { courierNo: null, numbers: [] };

beforeEach(() => {
  signInAs({ authority: 'manager', allowDispatch: true });
  sent.length = 0;
  extracted = { courierNo: null, numbers: [] };
  Object.assign(answers, {
    'GET /api/sys/courier/company/list': [
      { id: 1, name: '顺丰速运', code: 'SF' },
      { id: 2, name: '京东快递', code: 'JD' },
    ],
    'GET /api/dispatch/accessory/quick/input': [{ name: '主板', model: 'MB-2' }],
    'GET /api/customer/dispatch/onTheJobs/users': [{ id: 9, name: '赵工程师' }],
  });
  restore = stubApi((request) => {
    sent.push(request);
    const key = `${request.method} ${request.path}`;
    if (key === 'POST /api/express/extract') return okResponse(request.config, extracted);
    if (key === 'POST /api/dispatch/accessory' || key === 'PUT /api/customer/dispatch/accessory')
      return okResponse(request.config, {});
    return okResponse(request.config, answers[key] ?? null);
  });
});
afterEach(() => restore());

const body = (method: string, path: string) => {
  const call = sent.find((c) => c.method === method && c.path === path);
  return call ? JSON.parse(String(call.config.data)) : undefined;
};
const ok = () => fireEvent.click(screen.getByRole('button', { name: /^确\s?定$/ }));

test('a new shipment: a recent part fills the empty line, and what is saved is trimmed', async () => {
  const onClose = jest.fn();
  renderWithProviders(<AccessoryDialog open serviceId={7} accessory={null} onClose={onClose} />, {
    inRemote: true,
  });
  const dialog = await screen.findByRole('dialog', { name: '发配件' });
  fireEvent.click(await within(dialog).findByText('主板'));
  await waitFor(() => expect(screen.getByLabelText('型号')).toHaveProperty('value', 'MB-2'));
  fireEvent.change(screen.getByLabelText('备注'), { target: { value: '  加急  ' } });
  fireEvent.change(screen.getByLabelText('快递单号'), { target: { value: 'SF1234567890' } });
  ok();
  await waitFor(() => expect(onClose).toHaveBeenCalled());
  expect(body('POST', '/api/dispatch/accessory')).toEqual({
    serviceId: 7,
    lines: [{ name: '主板', model: 'MB-2', quantity: 1 }],
    courierCompanyId: null,
    courierNo: 'SF1234567890',
    receiverId: null,
    remark: '加急',
  });
});

test('a line without a name, and a courier number with other characters, are refused before anything is sent', async () => {
  renderWithProviders(<AccessoryDialog open serviceId={7} accessory={null} onClose={() => {}} />, {
    inRemote: true,
  });
  await screen.findByRole('dialog', { name: '发配件' });
  fireEvent.change(screen.getByLabelText('快递单号'), { target: { value: 'SF 123/4' } });
  ok();
  expect(await screen.findByText('请输入配件名称')).toBeTruthy();
  expect(await screen.findByText('快递单号只能包含字母、数字和 -')).toBeTruthy();
  expect(body('POST', '/api/dispatch/accessory')).toBeUndefined();
  // One line always stays: its delete button is off.
  expect(screen.getByRole('button', { name: '删除第 1 个配件' })).toHaveProperty('disabled', true);
  fireEvent.click(screen.getByRole('button', { name: /添加配件/ }));
  expect(await screen.findByRole('button', { name: '删除第 2 个配件' })).toHaveProperty('disabled', false);
});

test('a courier number read from pasted text fills the number and its company; text with none warns', async () => {
  renderWithProviders(<AccessoryDialog open serviceId={7} accessory={null} onClose={() => {}} />, {
    inRemote: true,
  });
  await screen.findByRole('dialog', { name: '发配件' });
  const paste = screen.getByLabelText('识别快递单号');
  fireEvent.change(paste, { target: { value: '您的快递 无单号' } });
  fireEvent.click(screen.getByRole('button', { name: /^scan 识\s?别$/ }));
  expect(await screen.findByText('未识别到快递单号，请检查粘贴的文字是否正确')).toBeTruthy();

  extracted = {
    courierNo: 'JD0001',
    numbers: [
      { courierNo: 'JD0001', companyCode: 'JD', courierCompanyId: 2, courierCompanyName: '京东快递' },
    ],
  };
  fireEvent.change(paste, { target: { value: '京东快递 JD0001-1-1' } });
  fireEvent.click(screen.getByRole('button', { name: /^scan 识\s?别$/ }));
  expect(await screen.findByText('已识别快递单号 JD0001')).toBeTruthy();
  expect(screen.getByLabelText('快递单号')).toHaveProperty('value', 'JD0001');
  expect(screen.getByTitle('京东快递')).toBeTruthy();
  expect(
    sent.filter((c) => c.path === '/api/express/extract').map((c) => JSON.parse(String(c.config.data))),
  ).toEqual([{ text: '您的快递 无单号' }, { text: '京东快递 JD0001-1-1' }]);
});

test('editing a shipment starts from its values and saves it under its id', async () => {
  const shipment = {
    id: 31,
    serviceId: 7,
    courierCompanyId: 1,
    courierNo: 'SF99',
    receiverId: 9,
    remark: '原备注',
    lines: [
      { name: '电源', model: null, quantity: 2 },
      { name: '风扇', model: 'F-1', quantity: 1 },
    ],
  } as unknown as Accessory;
  const onClose = jest.fn();
  renderWithProviders(<AccessoryDialog open serviceId={7} accessory={shipment} onClose={onClose} />, {
    inRemote: true,
  });
  await screen.findByRole('dialog', { name: '编辑配件' });
  expect(screen.getAllByLabelText('配件名称').map((i) => (i as HTMLInputElement).value)).toEqual([
    '电源',
    '风扇',
  ]);
  fireEvent.click(screen.getByRole('button', { name: '删除第 2 个配件' }));
  ok();
  await waitFor(() => expect(onClose).toHaveBeenCalled());
  expect(body('PUT', '/api/customer/dispatch/accessory')).toEqual({
    id: 31,
    lines: [{ name: '电源', model: null, quantity: 2 }],
    courierCompanyId: 1,
    courierNo: 'SF99',
    receiverId: 9,
    remark: '原备注',
  });
});
