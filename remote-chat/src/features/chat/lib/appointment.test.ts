import { appointmentForServer, defaultAppointment } from './appointment';

test('the appointment dialog starts at the existing time', () => {
  expect(defaultAppointment('2026-11-30 14:00:00')).toBe('2026-11-30 14:00:00');
});

test('without one, one hour from now at :30', () => {
  const now = new Date(2026, 10, 24, 9, 47, 12).getTime();
  expect(defaultAppointment(null, now)).toBe('2026-11-24 10:30:00');
  const lateEvening = new Date(2026, 10, 24, 23, 5, 0).getTime();
  expect(defaultAppointment(undefined, lateEvening)).toBe('2026-11-25 00:30:00');
});

test('sent with seconds 00', () => {
  expect(appointmentForServer('2026-11-24 10:30:45')).toBe('2026-11-24 10:30:00');
});
