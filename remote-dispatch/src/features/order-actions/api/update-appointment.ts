import { api, request } from '@portal/shared';
import type { AppointmentAnswer, AppointmentBody } from '@portal/shared/contract';

/** The orders' ids and 'YYYY-MM-DD HH:mm:00'. */
type AppointmentUpdate = AppointmentBody & { serviceId: number[] };

/** `PUT /api/customer/dispatch/appointmentTime`: moves the appointment of one or more orders. */
export function updateAppointment(body: AppointmentUpdate): Promise<Pick<AppointmentAnswer, 'updated'>> {
  return request(api, { method: 'PUT', url: '/customer/dispatch/appointmentTime', data: body });
}
