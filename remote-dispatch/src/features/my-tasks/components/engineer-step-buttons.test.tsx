import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderWithProviders } from '@portal/shared/src/testing';
import { setUpStepForm, stepResult } from '../../../test/step-form';
import { EngineerStepButtons } from './engineer-step-buttons';

jest.mock('../../../lib/order-flow/take-step');
let taken: ReturnType<typeof setUpStepForm>;

beforeEach(() => {
  taken = setUpStepForm(stepResult(6, 'reject', 'pendingOrders', 'pendingDispatch'));
});

test('rejecting an order asks why in its own words, then sends the reason trimmed', async () => {
  renderWithProviders(
    <EngineerStepButtons order={{ id: 6, status: 'pendingOrders', availableSteps: ['claim', 'reject'] }} />,
    { inRemote: true },
  );
  fireEvent.click(await screen.findByRole('button', { name: '拒单' }));
  const dialog = await screen.findByRole('dialog');
  fireEvent.click(within(dialog).getByRole('button', { name: '拒单' }));
  expect(await within(dialog).findByText('请输入拒单原因')).toBeTruthy();
  expect(taken).not.toHaveBeenCalled();

  fireEvent.change(within(dialog).getByRole('textbox', { name: '原因' }), {
    target: { value: ' 不在服务区域 ' },
  });
  fireEvent.click(within(dialog).getByRole('button', { name: '拒单' }));
  await waitFor(() => expect(taken).toHaveBeenCalledWith(6, 'reject', { reason: '不在服务区域' }));
});
