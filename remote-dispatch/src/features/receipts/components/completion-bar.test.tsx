import { fireEvent, screen, waitFor } from '@testing-library/react';
import { renderWithProviders, stubRoutes } from '@portal/shared/src/testing';
import { setUpStepForm, stepResult } from '../../../test/step-form';
import { CompletionBar } from './completion-bar';

jest.mock('../../../lib/order-flow/take-step');
/** The orders whose lack-receipt note was read. */
const getLackReceipt = jest.fn();
let restore: () => void;
afterEach(() => restore());
let taken: ReturnType<typeof setUpStepForm>;

beforeEach(() => {
  taken = setUpStepForm(stepResult(5, 'complete', 'toCompleted', 'pendingAcceptance'));
  getLackReceipt.mockResolvedValue({ serviceId: 5, lackReceipt: null, isLackReceipt: false });
  restore = stubRoutes({ lackReceipt: ({ query }) => getLackReceipt(query.serviceId) });
});

test('完工 takes the step with an empty body; the lack-receipt note can be written', async () => {
  renderWithProviders(<CompletionBar order={{ id: 5, availableSteps: ['complete'] }} editable />, {
    inRemote: true,
  });
  expect(await screen.findByText('完工需要至少一张回执，或填写缺少的验收资料')).toBeTruthy();
  expect(screen.getByRole('button', { name: '缺少验收资料' })).toBeTruthy();
  await waitFor(() => expect(getLackReceipt).toHaveBeenCalledWith(5));

  fireEvent.click(screen.getByRole('button', { name: '完工' }));
  await waitFor(() => expect(taken).toHaveBeenCalledWith(5, 'complete', {}));
  expect(await screen.findByText('操作成功')).toBeTruthy();
});

test('a saved note shows; without the step there is no 完工, and a closed order has no note button', async () => {
  getLackReceipt.mockResolvedValue({ serviceId: 5, lackReceipt: '客户签字单待补', isLackReceipt: true });
  renderWithProviders(<CompletionBar order={{ id: 5, availableSteps: ['accept'] }} editable={false} />, {
    inRemote: true,
  });
  expect(await screen.findByText('客户签字单待补')).toBeTruthy();
  expect(screen.getByText('缺少的验收资料')).toBeTruthy();
  expect(screen.queryByRole('button', { name: '完工' })).toBeNull();
  expect(screen.queryByRole('button', { name: '缺少验收资料' })).toBeNull();
  expect(taken).not.toHaveBeenCalled();
});
