import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderWithProviders, signInAs } from '@portal/shared/src/testing';
import '../../../locales';
import { queueAct } from '../../../lib/field-sync/field-sync';
import { EngineerStepButtons } from './engineer-step-buttons';

jest.mock('../../../lib/field-sync/field-sync', () => ({ queueAct: jest.fn() }));
const queued = queueAct as jest.MockedFunction<typeof queueAct>;

beforeEach(() => {
  queued.mockReset();
  queued.mockResolvedValue(undefined);
  signInAs({ allowDispatch: false });
});

test('rejecting an order asks why in its own words, then queues the reason trimmed as an act of the phone', async () => {
  renderWithProviders(
    <EngineerStepButtons order={{ id: 6, status: 'pendingOrders', availableSteps: ['claim', 'reject'] }} />,
    { inRemote: true },
  );
  fireEvent.click(await screen.findByRole('button', { name: '拒单' }));
  const dialog = await screen.findByRole('dialog');
  fireEvent.click(within(dialog).getByRole('button', { name: '拒单' }));
  expect(await within(dialog).findByText('请输入拒单原因')).toBeTruthy();
  expect(queued).not.toHaveBeenCalled();

  fireEvent.change(within(dialog).getByRole('textbox', { name: '原因' }), {
    target: { value: ' 不在服务区域 ' },
  });
  fireEvent.click(within(dialog).getByRole('button', { name: '拒单' }));
  await waitFor(() =>
    expect(queued).toHaveBeenCalledWith({
      serviceId: 6,
      label: 'action.reject',
      step: 'reject',
      calls: [{ route: 'stepReject', params: { id: 6 }, body: { reason: '不在服务区域' } }],
    }),
  );
});

test('接单 taken offline is kept to sync and says so', async () => {
  queued.mockResolvedValue({
    key: 'k',
    seq: 1,
    serviceId: 6,
    label: 'action.claim',
    step: 'claim',
    actedAt: '2026-11-27T10:00:00.000+08:00',
    calls: [],
    answers: [],
    state: 'pending',
    attempts: 1,
  });
  renderWithProviders(
    <EngineerStepButtons order={{ id: 6, status: 'pendingOrders', availableSteps: ['claim', 'reject'] }} />,
    { inRemote: true },
  );
  fireEvent.click(await screen.findByRole('button', { name: '接单' }));
  expect(await screen.findByText('已保存在本机，联网后自动同步')).toBeTruthy();
});
