import { api, request } from '@portal/shared';
import type { AppointmentBody, LackReceiptBody, TrainBody } from '@portal/shared/contract';

/** `PUT /api/customer/dispatch/appointmentTime` ('YYYY-MM-DD HH:mm:00'). */
export function updateAppointment(serviceId: number, appointmentTime: string): Promise<unknown> {
  const data: AppointmentBody = { serviceId, appointmentTime };
  return request(api, { method: 'PUT', url: '/customer/dispatch/appointmentTime', data });
}

/** `PUT /api/sys/dispatch/first/train`. */
export function updateFirstTrain(serviceId: number, firstTrain: string): Promise<unknown> {
  const data: TrainBody = { serviceId, firstTrain };
  return request(api, { method: 'PUT', url: '/sys/dispatch/first/train', data });
}

/** `PUT /api/sys/dispatch/receipt/lackReceipt`. */
export function updateLackReceipt(serviceId: number, lackReceipt: string): Promise<unknown> {
  const data: LackReceiptBody = { serviceId, lackReceipt };
  return request(api, { method: 'PUT', url: '/sys/dispatch/receipt/lackReceipt', data });
}
