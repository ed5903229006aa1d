import { api, request } from '@portal/shared';

export interface AppointmentUpdate {
  serviceId: number[];
  /** 'YYYY-MM-DD HH:mm:00' */
  appointmentTime: string;
}

/** `PUT /api/customer/dispatch/appointmentTime`: moves the appointment of one or more orders. */
export function updateAppointment(body: AppointmentUpdate): Promise<{ updated: number }> {
  return request(api, { method: 'PUT', url: '/customer/dispatch/appointmentTime', data: body });
}
