import { fireEvent, screen, waitFor } from '@testing-library/react';
import { renderWithProviders } from '@portal/shared/src/testing';
import { setUpStepForm, stepResult } from '../../../test/step-form';
import { SettlementCard } from './settlement-card';

jest.mock('../../../lib/order-flow/take-step');
let taken: ReturnType<typeof setUpStepForm>;

beforeEach(() => {
  taken = setUpStepForm(stepResult(3, 'issueSettlement', 'expenses', 'pendingConfirmation'));
});

test('出具结算 asks first, then takes the step', async () => {
  renderWithProviders(
    <SettlementCard order={{ id: 3, availableSteps: ['issueSettlement'], settlementTime: null }} />,
    { inRemote: true },
  );
  expect(await screen.findByText('收入和支出关单后，出具结算交客户确认。')).toBeTruthy();
  fireEvent.click(screen.getByRole('button', { name: '出具结算' }));
  expect(await screen.findByText('确定出具结算吗？')).toBeTruthy();
  expect(taken).not.toHaveBeenCalled();

  // antd's own words (the host gives it its Chinese locale; here it has the default one).
  fireEvent.click(screen.getByRole('button', { name: 'OK' }));
  await waitFor(() => expect(taken).toHaveBeenCalledWith(3, 'issueSettlement', undefined));
  expect(await screen.findByText('操作成功')).toBeTruthy();
});

test('an issued settlement says when, and without the step the button is greyed out and asks nothing', async () => {
  renderWithProviders(
    <SettlementCard order={{ id: 3, availableSteps: [], settlementTime: '2024-06-01 10:00:00' }} />,
    { inRemote: true },
  );
  expect(await screen.findByText('已于 2024-06-01 10:00:00 出具结算')).toBeTruthy();
  const button = screen.getByRole('button', { name: '出具结算' }) as HTMLButtonElement;
  expect(button.disabled).toBe(true);
  fireEvent.click(button);
  expect(screen.queryByText('确定出具结算吗？')).toBeNull();
  expect(taken).not.toHaveBeenCalled();
});
