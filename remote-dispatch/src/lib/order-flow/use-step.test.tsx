import { fireEvent, screen, waitFor } from '@testing-library/react';
import { renderWithProviders } from '@portal/shared/src/testing';
import { DISPATCH_ROOT } from '../query-keys';
import type { StepBodies } from '@portal/shared';
import { useStep } from './use-step';
import { setUpStepForm, stepResult } from '../../test/step-form';

jest.mock('./take-step');
let taken: ReturnType<typeof setUpStepForm>;

function Take({ step, onSuccess }: { step: keyof StepBodies; onSuccess?: () => void }) {
  const mutation = useStep(5, step, onSuccess);
  return <button onClick={() => mutation.mutate(undefined as never)}>go</button>;
}

beforeEach(() => {
  taken = setUpStepForm(stepResult(5, 'claim', 'pendingOrders', 'toArrive'));
});

test.each([
  ['claim', '操作成功'],
  ['changeEngineer', '修改成功'],
  ['createChild', '新增成功'],
] as const)(
  '%s: takes the step, says %s, refetches what the remote shows, then calls back',
  async (step, text) => {
    const onSuccess = jest.fn();
    const { queryClient } = renderWithProviders(<Take step={step} onSuccess={onSuccess} />, {
      inRemote: true,
    });
    const invalidate = jest.spyOn(queryClient, 'invalidateQueries');
    fireEvent.click(screen.getByRole('button', { name: 'go' }));
    expect(await screen.findByText(text)).toBeTruthy();
    expect(taken).toHaveBeenCalledWith(5, step, undefined);
    await waitFor(() => expect(onSuccess).toHaveBeenCalledWith(expect.objectContaining({ serviceId: 5 })));
    expect(invalidate).toHaveBeenCalledWith({ queryKey: DISPATCH_ROOT });
  },
);

test('a refused step says nothing of success and calls nothing back', async () => {
  taken.mockRejectedValue(new Error('不能接单'));
  const onSuccess = jest.fn();
  renderWithProviders(<Take step="claim" onSuccess={onSuccess} />);
  fireEvent.click(screen.getByRole('button', { name: 'go' }));
  await waitFor(() => expect(taken).toHaveBeenCalled());
  expect(screen.queryByText('操作成功')).toBeNull();
  expect(onSuccess).not.toHaveBeenCalled();
});
