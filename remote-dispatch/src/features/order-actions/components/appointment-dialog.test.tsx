import { fireEvent, screen, waitFor } from '@testing-library/react';
import { call } from '@portal/shared';
import { answerCalls, renderWithProviders, signInAs } from '@portal/shared/src/testing';
import '../../../locales';
import { AppointmentDialog } from './appointment-dialog';
import { CallDialog } from './call-dialog';

jest.mock('@portal/shared', () => ({ ...jest.requireActual('@portal/shared'), call: jest.fn() }));

const updateAppointment = jest.fn();
/** The calls placed (POST /api/sys/common/dail). */
const dial = jest.fn();
const update = jest.mocked(updateAppointment);

beforeEach(() => {
  jest.resetAllMocks();
  jest.mocked(call).mockImplementation(
    answerCalls({
      appointmentChange: ({ body }) => updateAppointment(body),
      dial: ({ body }) => dial(body),
    }),
  );
  signInAs({ authority: 'manager', allowDispatch: true, telephone: '010-88880001', phone: '13800000001' });
  update.mockResolvedValue({ updated: 2 });
});

afterEach(() => jest.useRealTimers());

test('opens with the existing time and sends YYYY-MM-DD HH:mm:00 for every order', async () => {
  renderWithProviders(
    <AppointmentDialog open serviceIds={[4, 5]} existing="2030-05-06 09:30:00" onClose={() => {}} />,
    { inRemote: true },
  );
  expect(await screen.findByDisplayValue('2030-05-06')).toBeTruthy();
  expect(screen.getByTitle('09:30')).toBeTruthy();
  fireEvent.click(screen.getByRole('button', { name: '确定' }));
  await waitFor(() =>
    expect(update).toHaveBeenCalledWith({ serviceId: [4, 5], appointmentTime: '2030-05-06 09:30:00' }),
  );
});

test('without a time: one hour from now at the :30 minute', async () => {
  jest.useFakeTimers({
    now: new Date(2030, 0, 2, 14, 10, 0),
    doNotFake: [
      'setTimeout',
      'setInterval',
      'queueMicrotask',
      'nextTick',
      'setImmediate',
      'clearTimeout',
      'clearInterval',
      'requestAnimationFrame',
      'cancelAnimationFrame',
    ],
  });
  renderWithProviders(<AppointmentDialog open serviceIds={[4]} existing={null} onClose={() => {}} />, {
    inRemote: true,
  });
  expect(await screen.findByDisplayValue('2030-01-02')).toBeTruthy();
  expect(screen.getByTitle('15:30')).toBeTruthy();
  fireEvent.click(screen.getByRole('button', { name: '确定' }));
  await waitFor(() =>
    expect(update).toHaveBeenCalledWith({ serviceId: [4], appointmentTime: '2030-01-02 15:30:00' }),
  );
});

test("the call dialog calls from the user's first number; a failure says 电话号码错误", async () => {
  jest.mocked(dial).mockRejectedValue(new Error('x'));
  renderWithProviders(
    <CallDialog
      open
      serviceId={4}
      callees={[{ label: '陈主管', phone: '13911110001' }]}
      onClose={() => {}}
    />,
    { inRemote: true },
  );
  expect(await screen.findByTitle('010-88880001')).toBeTruthy();
  fireEvent.click(screen.getByRole('button', { name: '呼叫' }));
  await waitFor(() =>
    expect(dial).toHaveBeenCalledWith({ fromUser: '010-88880001', toUser: '13911110001', serviceId: 4 }),
  );
  expect(await screen.findByText('电话号码错误')).toBeTruthy();
});
