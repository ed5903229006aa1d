import dayjs from 'dayjs';
import { defaultAppointment, formatAppointment } from './appointment';

test('the existing appointment is kept, seconds set to 00', () => {
  expect(defaultAppointment('2024-06-02 09:30:00')).toBe('2024-06-02 09:30:00');
  expect(defaultAppointment('2024-06-02 09:17:45')).toBe('2024-06-02 09:17:00');
});

test('without one: one hour from now at the :30 minute', () => {
  expect(defaultAppointment(null, dayjs('2024-06-02T14:10:12'))).toBe('2024-06-02 15:30:00');
  expect(defaultAppointment(undefined, dayjs('2024-06-02T14:50:00'))).toBe('2024-06-02 15:30:00');
  expect(defaultAppointment('', dayjs('2024-06-02T23:40:00'))).toBe('2024-06-03 00:30:00');
  expect(defaultAppointment('not a date', dayjs('2024-06-02T08:00:00'))).toBe('2024-06-02 09:30:00');
});

test('appointments are sent as YYYY-MM-DD HH:mm:00', () => {
  expect(formatAppointment(dayjs('2024-12-31T08:05:59'))).toBe('2024-12-31 08:05:00');
  expect(formatAppointment('2024-01-09 18:30:00')).toBe('2024-01-09 18:30:00');
});
