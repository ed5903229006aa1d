import dayjs, { type Dayjs } from 'dayjs';

/** What `PUT /api/customer/dispatch/appointmentTime` takes: 'YYYY-MM-DD HH:mm:00'. */
const APPOINTMENT_FORMAT = 'YYYY-MM-DD HH:mm:00';

export function formatAppointment(value: Dayjs | string): string {
  return dayjs(value).format(APPOINTMENT_FORMAT);
}

/**
 * The time an appointment dialog opens with: the existing appointment, else one hour from now at
 * the :30 minute (14:10 -> 15:30), as 'YYYY-MM-DD HH:mm:00'.
 */
export function defaultAppointment(existing: string | null | undefined, now: Dayjs = dayjs()): string {
  const parsed = existing ? dayjs(existing) : null;
  if (parsed?.isValid()) return formatAppointment(parsed);
  return formatAppointment(now.add(1, 'hour').minute(30).second(0));
}
