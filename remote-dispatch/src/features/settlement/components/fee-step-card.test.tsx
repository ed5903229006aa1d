import { fireEvent, screen, waitFor } from '@testing-library/react';
import { renderWithProviders } from '@portal/shared/src/testing';
import { setUpStepForm, stepResult } from '../../../test/step-form';
import { FeeStepCard } from './fee-step-card';

jest.mock('../../../lib/order-flow/take-step');
let taken: ReturnType<typeof setUpStepForm>;

beforeEach(() => {
  taken = setUpStepForm(stepResult(3, 'accept', 'pendingAcceptance', 'income'));
});

const card = (allowed: boolean, step: 'accept' | 'closeExpenses' = 'accept') => (
  <FeeStepCard
    name="收入费用"
    formName="income-fees-3"
    title="收入费用"
    rows={[{ sortId: 1, feeIndex: '上门费', endRange: null, amount: 80 }]}
    action={step === 'accept' ? '验收并关闭收入' : '关闭支出'}
    order={{ id: 3, availableSteps: allowed ? [step] : [] }}
    step={step}
  />
);

test('acceptance files the income rows: fee item and amount required, then the step with the rows', async () => {
  renderWithProviders(card(true), { inRemote: true });
  fireEvent.click(await screen.findByRole('button', { name: /添加费用/ }));
  fireEvent.click(screen.getByRole('button', { name: '验收并关闭收入' }));
  expect(await screen.findByText('请输入费用项')).toBeTruthy();
  expect(taken).not.toHaveBeenCalled();

  const items = screen.getAllByRole('textbox', { name: '费用项' });
  const amounts = screen.getAllByRole('spinbutton', { name: '金额' });
  fireEvent.change(items[items.length - 1], { target: { value: ' 材料费 ' } });
  fireEvent.change(amounts[amounts.length - 1], { target: { value: '20.5' } });
  fireEvent.click(screen.getByRole('button', { name: '验收并关闭收入' }));
  await waitFor(() =>
    expect(taken).toHaveBeenCalledWith(3, 'accept', {
      fees: [
        { sortId: 1, feeIndex: '上门费', endRange: null, amount: 80 },
        expect.objectContaining({ sortId: 2, feeIndex: '材料费', amount: 20.5 }),
      ],
    }),
  );
  expect(await screen.findByText('操作成功')).toBeTruthy();
});

test('closing expenses takes its own step', async () => {
  renderWithProviders(card(true, 'closeExpenses'), { inRemote: true });
  fireEvent.click(await screen.findByRole('button', { name: '关闭支出' }));
  await waitFor(() =>
    expect(taken).toHaveBeenCalledWith(3, 'closeExpenses', {
      fees: [expect.objectContaining({ feeIndex: '上门费' })],
    }),
  );
});

test('while the step is not available the rows are read-only and there is no button', async () => {
  renderWithProviders(card(false), { inRemote: true });
  expect(await screen.findByText('上门费')).toBeTruthy();
  expect(screen.queryByRole('button', { name: '验收并关闭收入' })).toBeNull();
  expect(screen.queryByRole('textbox')).toBeNull();
});
