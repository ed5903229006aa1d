import dayjs from 'dayjs';

/**
 * SPEC 2: the appointment dialog opens with the existing time, or else one hour from now at the
 * :30 minute ('YYYY-MM-DD HH:mm:ss').
 */
export function defaultAppointment(existing: string | null | undefined, now: number = Date.now()): string {
  if (existing) return dayjs(existing).format('YYYY-MM-DD HH:mm:ss');
  return dayjs(now).add(1, 'hour').minute(30).second(0).millisecond(0).format('YYYY-MM-DD HH:mm:ss');
}

/** The form the appointment call takes: 'YYYY-MM-DD HH:mm:00'. */
export function appointmentForServer(value: string): string {
  return dayjs(value).format('YYYY-MM-DD HH:mm:00');
}

export { FIRST_TRAIN_MAX } from '@portal/shared';
