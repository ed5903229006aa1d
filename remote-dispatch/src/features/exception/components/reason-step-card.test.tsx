import { fireEvent, screen, waitFor } from '@testing-library/react';
import { renderWithProviders } from '@portal/shared/src/testing';
import { setUpStepForm, stepResult } from '../../../test/step-form';
import { ReasonStepCard } from './reason-step-card';

jest.mock('../../../lib/order-flow/take-step');
let taken: ReturnType<typeof setUpStepForm>;

beforeEach(() => {
  taken = setUpStepForm(stepResult(4, 'redispatch', 'toArrive', 'pendingDispatch'));
});

const card = (allowed: boolean, onDone?: () => void) => (
  <ReasonStepCard
    formName="redispatch-4"
    title="改派"
    description="收回工程师"
    action="改派"
    blockedReason="工单「已确认」，不能改派"
    order={{ id: 4, availableSteps: allowed ? ['redispatch'] : [] }}
    step="redispatch"
    onDone={onDone}
  />
);

test('re-dispatch needs a reason, then takes the step with it trimmed and clears the form', async () => {
  const onDone = jest.fn();
  renderWithProviders(card(true, onDone), { inRemote: true });
  fireEvent.click(await screen.findByRole('button', { name: '改派' }));
  expect(await screen.findByText('请输入原因')).toBeTruthy();
  expect(taken).not.toHaveBeenCalled();

  const reason = () => screen.getByRole('textbox', { name: '原因' }) as HTMLTextAreaElement;
  fireEvent.change(reason(), { target: { value: ' 工程师请假 ' } });
  fireEvent.click(screen.getByRole('button', { name: '改派' }));
  await waitFor(() => expect(taken).toHaveBeenCalledWith(4, 'redispatch', { reason: '工程师请假' }));
  expect(await screen.findByText('操作成功')).toBeTruthy();
  await waitFor(() => expect(onDone).toHaveBeenCalled());
  await waitFor(() => expect(reason().value).toBe(''));
});

test('a step not available now is greyed out and says why on hover', async () => {
  renderWithProviders(card(false), { inRemote: true });
  const button = await screen.findByRole('button', { name: '改派' });
  expect((button as HTMLButtonElement).disabled).toBe(true);
  fireEvent.mouseEnter(button.parentElement!);
  expect(await screen.findByText('工单「已确认」，不能改派')).toBeTruthy();
});
