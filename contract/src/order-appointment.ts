import { Type, type Static } from '@sinclair/typebox';
import { DATE_TIME_FORMAT } from './dates';
import { Id } from './integers';

/** `PUT /api/customer/dispatch/appointmentTime`: one order or several, to 'YYYY-MM-DD HH:mm:00'. */
export const AppointmentBody = Type.Object({
  serviceId: Type.Union([Type.Array(Id, { minItems: 1, maxItems: 200 }), Id]),
  appointmentTime: Type.String({
    pattern: '^\\d{4}-\\d{2}-\\d{2} \\d{2}:\\d{2}:00$',
    format: DATE_TIME_FORMAT,
    maxLength: 19,
  }),
});
export type AppointmentBody = Static<typeof AppointmentBody>;

export const AppointmentAnswer = Type.Object({
  updated: Type.Integer(),
  serviceIds: Type.Array(Type.Integer()),
  appointmentTime: Type.String(),
});
export type AppointmentAnswer = Static<typeof AppointmentAnswer>;
