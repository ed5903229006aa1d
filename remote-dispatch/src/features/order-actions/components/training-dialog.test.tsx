import { fireEvent, screen, waitFor } from '@testing-library/react';
import { answerCalls, renderWithProviders, signInAs } from '@portal/shared/src/testing';
import '../../../locales';
import { call, FIRST_TRAIN_MAX as TRAINING_MAX } from '@portal/shared';
import { TrainingDialog } from './training-dialog';

jest.mock('@portal/shared', () => ({ ...jest.requireActual('@portal/shared'), call: jest.fn() }));

const updateFirstTrain = jest.fn();
const save = jest.mocked(updateFirstTrain);

beforeEach(() => {
  jest.resetAllMocks();
  jest.mocked(call).mockImplementation(
    answerCalls({
      firstTrain: ({ body }) => updateFirstTrain(body),
    }),
  );
  signInAs({ authority: 'manager', allowDispatch: true });
  save.mockResolvedValue({});
});

test('training content is required and at most 300 characters', async () => {
  const onClose = jest.fn();
  renderWithProviders(<TrainingDialog open serviceId={9} onClose={onClose} />, { inRemote: true });
  const box = (await screen.findByRole('textbox', { name: '培训内容' })) as HTMLTextAreaElement;
  expect(TRAINING_MAX).toBe(300);
  expect(box.maxLength).toBe(300);

  fireEvent.click(screen.getByRole('button', { name: '确定' }));
  expect(await screen.findByText('请输入培训内容')).toBeTruthy();

  // Typing stops at 300; a longer text put in another way is refused.
  fireEvent.change(box, { target: { value: '字'.repeat(301) } });
  fireEvent.click(screen.getByRole('button', { name: '确定' }));
  expect(await screen.findByText('最多 300 个字符')).toBeTruthy();
  expect(save).not.toHaveBeenCalled();

  fireEvent.change(box, { target: { value: ' 先检查电源模块 ' } });
  fireEvent.click(screen.getByRole('button', { name: '确定' }));
  await waitFor(() => expect(save).toHaveBeenCalledWith({ serviceId: 9, firstTrain: '先检查电源模块' }));
  await waitFor(() => expect(onClose).toHaveBeenCalled());
});
