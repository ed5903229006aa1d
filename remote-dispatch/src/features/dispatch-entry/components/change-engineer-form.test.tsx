import { fireEvent, screen, waitFor } from '@testing-library/react';
import { call } from '@portal/shared';
import { answerCalls, renderWithProviders } from '@portal/shared/src/testing';
import { setUpStepForm, stepResult } from '../../../test/step-form';
import { ChangeEngineerForm } from './change-engineer-form';

jest.mock('@portal/shared', () => ({ ...jest.requireActual('@portal/shared'), call: jest.fn() }));

jest.mock('../../../lib/order-flow/take-step');
const getStaff = jest.fn();
let taken: ReturnType<typeof setUpStepForm>;

beforeEach(() => {
  taken = setUpStepForm(stepResult(6, 'changeEngineer', 'toArrive', 'pendingOrders'));
  jest.mocked(getStaff).mockResolvedValue([
    { id: 21, name: '张工', jobId: 18, deptId: 1, load: 2 },
    { id: 22, name: '王工', jobId: 18, deptId: 1, load: 0 },
  ]);
  // After setUpStepForm, which resets every mock.
  jest.mocked(call).mockImplementation(
    answerCalls({
      staffList: ({ params }) => getStaff(params.kind),
    }),
  );
});

const form = (availableSteps: string[], onDone = jest.fn()) => (
  <ChangeEngineerForm
    order={{ id: 6, status: 'toArrive', availableSteps, engineerId: 21, engineerCompanyName: '维修一部' }}
    onDone={onDone}
  />
);

test('another engineer needs one picked and a reason, then takes the step with them trimmed', async () => {
  const onDone = jest.fn();
  renderWithProviders(form(['arrive', 'redispatch', 'changeEngineer', 'cancel'], onDone), { inRemote: true });
  const submit = await screen.findByRole('button', { name: '更换工程师' });
  fireEvent.click(submit);
  expect(await screen.findByText('请输入原因')).toBeTruthy();
  expect(screen.getAllByText('请选择工程师')).not.toHaveLength(0);
  expect(taken).not.toHaveBeenCalled();

  fireEvent.mouseDown(screen.getByRole('combobox', { name: /新工程师/ }));
  // The order's own engineer is not offered.
  expect(
    await screen.findByText('王工（进行中 0 单）', { selector: '.ant-select-item-option-content' }),
  ).toBeTruthy();
  expect(
    screen.queryByText('张工（进行中 2 单）', { selector: '.ant-select-item-option-content' }),
  ).toBeNull();
  fireEvent.click(screen.getByText('王工（进行中 0 单）', { selector: '.ant-select-item-option-content' }));
  fireEvent.change(screen.getByRole('textbox', { name: '原因' }), { target: { value: '  原工程师请假 ' } });
  fireEvent.change(screen.getByRole('textbox', { name: '工程师单位' }), { target: { value: ' ' } });
  fireEvent.click(submit);

  await waitFor(() =>
    expect(taken).toHaveBeenCalledWith(6, 'changeEngineer', {
      engineerId: 22,
      reason: '原工程师请假',
      engineerCompanyName: null,
    }),
  );
  expect(await screen.findByText('修改成功')).toBeTruthy();
  await waitFor(() => expect(onDone).toHaveBeenCalled());
});

test('an order the server offers no engineer change for has the form greyed out', async () => {
  renderWithProviders(form(['complete', 'cancel']), { inRemote: true });
  const submit = await screen.findByRole('button', { name: '更换工程师' });
  expect((submit as HTMLButtonElement).disabled).toBe(true);
});
