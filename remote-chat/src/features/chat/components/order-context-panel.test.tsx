import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderWithProviders, stubRoutes } from '@portal/shared/src/testing';
import '../../../locales';
import { deferred } from '../../../test/deferred';
import type { OrderContext } from '../api/types';
import { OrderContextPanel } from './order-context-panel';

// What the panel asked the server for (the API is stubbed at the HTTP level).

const orderContext = jest.fn<Promise<OrderContext>, [number]>();
const train = jest.fn<Promise<unknown>, [number, string]>();
const lack = jest.fn<Promise<unknown>, [number, string]>();
const appointment = jest.fn<Promise<unknown>, [number, string]>();
let restore: () => void;
afterEach(() => restore());

const order = (partial: Partial<OrderContext> = {}) =>
  ({
    id: 42,
    serviceNo: 'SO-42',
    projectName: '机房改造',
    repairUserName: '报修单位甲',
    contactName: '王先生',
    contactPhone: '',
    engineerName: '张工',
    appointmentTime: '2024-05-01 09:30:00',
    projectId: null,
    firstTrain: null,
    lackReceipt: null,
    ...partial,
  }) as OrderContext;

beforeEach(() => {
  restore = stubRoutes({
    staffOrder: ({ params }) => orderContext(params.id),
    firstTrain: ({ body }) => train(body.serviceId, String(body.firstTrain)),
    lackReceiptSave: ({ body }) => lack(body.serviceId, body.lackReceipt ?? ''),
    appointmentChange: ({ body }) => appointment(Number(body.serviceId), body.appointmentTime),
  });
  orderContext.mockReset().mockResolvedValue(order());
  train.mockReset();
  lack.mockReset();
  appointment.mockReset();
});

function renderPanel() {
  return renderWithProviders(<OrderContextPanel serviceId={42} />, { inRemote: true, toastsStay: true });
}

async function openDialog(button: string, title: string) {
  fireEvent.click(await screen.findByRole('button', { name: button }));
  return screen.findByRole('dialog', { name: title });
}

const saveIn = (dialog: HTMLElement) =>
  within(dialog).getByRole('button', { name: /保存/ }) as HTMLButtonElement;

test('the training content is required; saved trimmed with a spinning button, then 修改成功, closed, and the order fetched again', async () => {
  const answer = deferred<unknown>();
  train.mockReturnValue(answer.promise);
  renderPanel();
  const dialog = await openDialog('培训内容', '培训内容');

  fireEvent.click(saveIn(dialog));
  expect(await within(dialog).findByText('请输入培训内容')).toBeTruthy();
  expect(train).not.toHaveBeenCalled();

  fireEvent.change(within(dialog).getByRole('textbox'), { target: { value: '  断电后再操作 ' } });
  orderContext.mockResolvedValue(order({ firstTrain: '断电后再操作' }));
  fireEvent.click(saveIn(dialog));
  await waitFor(() => expect(train).toHaveBeenCalledWith(42, '断电后再操作'));
  await waitFor(() => expect(saveIn(dialog).className).toContain('ant-btn-loading'));
  expect(orderContext).toHaveBeenCalledTimes(1);

  answer.resolve(null);
  expect(await screen.findByText('修改成功')).toBeTruthy();
  await waitFor(() => expect(screen.queryByRole('dialog', { name: '培训内容' })).toBeNull());
  await waitFor(() => expect(orderContext).toHaveBeenCalledTimes(2));
  expect(await screen.findByText('断电后再操作')).toBeTruthy();
  expect(lack).not.toHaveBeenCalled();
});

test('a failed lack-receipt note keeps the dialog open with the text, stops spinning and fetches nothing', async () => {
  const answer = deferred<unknown>();
  lack.mockReturnValue(answer.promise);
  renderPanel();
  const dialog = await openDialog('缺少验收资料', '缺少验收资料');
  fireEvent.change(within(dialog).getByRole('textbox'), { target: { value: '签字单' } });
  fireEvent.click(saveIn(dialog));
  await waitFor(() => expect(saveIn(dialog).className).toContain('ant-btn-loading'));
  expect(lack).toHaveBeenCalledWith(42, '签字单');

  answer.reject(new Error('server said no'));
  await waitFor(() => expect(saveIn(dialog).className).not.toContain('ant-btn-loading'));
  expect(screen.getByRole('dialog', { name: '缺少验收资料' })).toBeTruthy();
  expect((within(dialog).getByRole('textbox') as HTMLTextAreaElement).value).toBe('签字单');
  expect(screen.queryByText('修改成功')).toBeNull();
  expect(orderContext).toHaveBeenCalledTimes(1);
});

test('the appointment dialog opens with the order’s time and saves it as HH:mm:00', async () => {
  appointment.mockResolvedValue(null);
  renderPanel();
  const dialog = await openDialog('修改预约时间', '修改预约时间');
  fireEvent.click(saveIn(dialog));
  await waitFor(() => expect(appointment).toHaveBeenCalledWith(42, '2024-05-01 09:30:00'));
  expect(await screen.findByText('修改成功')).toBeTruthy();
  await waitFor(() => expect(orderContext).toHaveBeenCalledTimes(2));
});
