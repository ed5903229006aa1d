import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { call } from '@portal/shared';
import { answerCalls, renderWithProviders } from '@portal/shared/src/testing';
import { setUpStepForm, stepResult } from '../../../test/step-form';
import { DispatchForm } from './dispatch-form';

jest.mock('@portal/shared', () => ({ ...jest.requireActual('@portal/shared'), call: jest.fn() }));

jest.mock('../../../lib/order-flow/take-step');
const getStaff = jest.fn();
let taken: ReturnType<typeof setUpStepForm>;

beforeEach(() => {
  taken = setUpStepForm(stepResult(6, 'dispatch', 'pendingDispatch', 'pendingOrders'));
  jest
    .mocked(getStaff)
    .mockImplementation(async (kind) =>
      kind === 'technician'
        ? [{ id: 21, name: '张工', jobId: 18, deptId: 1, load: 2 }]
        : [{ id: 31, name: '李经理', jobId: 2, deptId: 1 }],
    );
  // After setUpStepForm, which resets every mock.
  jest.mocked(call).mockImplementation(
    answerCalls({
      staffList: ({ params }) => getStaff(params.kind),
    }),
  );
});

const form = (availableSteps: string[], onDone = jest.fn()) => (
  <DispatchForm
    order={{
      id: 6,
      availableSteps,
      appointmentTime: '2030-05-06 09:30:00',
      engineerCompanyName: ' 维修一部 ',
    }}
    onDone={onDone}
  />
);

test('dispatch needs an engineer, then takes the step with engineer, appointment and company', async () => {
  const onDone = jest.fn();
  renderWithProviders(form(['dispatch', 'cancel'], onDone), { inRemote: true });
  const submit = await screen.findByRole('button', { name: '派单' });
  fireEvent.click(submit);
  expect(await screen.findAllByText('请选择工程师')).not.toHaveLength(0);
  expect(taken).not.toHaveBeenCalled();

  const engineer = screen.getByRole('combobox', { name: /工程师/ });
  fireEvent.mouseDown(engineer);
  const listbox = await screen.findByRole('listbox');
  expect(listbox).toBeTruthy();
  fireEvent.click(
    await screen.findByText('张工（进行中 2 单）', { selector: '.ant-select-item-option-content' }),
  );
  fireEvent.click(submit);
  await waitFor(() =>
    expect(taken).toHaveBeenCalledWith(6, 'dispatch', {
      engineerId: 21,
      appointmentTime: '2030-05-06 09:30:00',
      responsiblePersonId: null,
      engineerCompanyName: '维修一部',
    }),
  );
  await waitFor(() => expect(onDone).toHaveBeenCalled());
  expect(within(document.body).getByText('操作成功')).toBeTruthy();
});

test('an order the server offers no dispatch for has the form greyed out', async () => {
  renderWithProviders(form(['redispatch', 'changeEngineer', 'cancel']), { inRemote: true });
  const submit = await screen.findByRole('button', { name: '派单' });
  expect((submit as HTMLButtonElement).disabled).toBe(true);
});
