import { Type, type Static } from '@sinclair/typebox';
import { Text } from './strings';
import { LocalDateTimeString } from './dates';
import { Id } from './integers';
import { ORDER_LIMITS } from './order-limits';
import { PHONE_MAX_LENGTH, PHONE_PATTERN_SOURCE } from './phone';

export const Phone = () =>
  Type.String({ minLength: 1, maxLength: PHONE_MAX_LENGTH, pattern: PHONE_PATTERN_SOURCE });

/** Characters of the body's `requestKey` (older clients' idempotency key; the `Idempotency-Key` header itself takes 1–128 visible ASCII characters). */
export const RequestKey = () => Type.String({ minLength: 1, maxLength: 100, pattern: '^[A-Za-z0-9_.:-]+$' });

/** `POST /api/customer/order`: a new service order. */
export const CreateOrderBody = Type.Object({
  projectId: Id,
  serviceContentId: Id,
  repairUserId: Id,
  regionCodes: Type.Optional(
    Type.Array(Type.String({ pattern: '^\\d{2,6}$', maxLength: 6 }), { minItems: 1, maxItems: 3 }),
  ),
  addressDetail: Type.Optional(Text(ORDER_LIMITS.addressDetail, { minLength: 1 })),
  contactName: Type.Optional(Text(ORDER_LIMITS.contactName, { minLength: 1 })),
  contactPhone: Type.Optional(Phone()),
  appointmentTime: LocalDateTimeString,
  faultDescription: Text(ORDER_LIMITS.faultDescription, { minLength: 1 }),
  attachments: Type.Array(Id, { maxItems: ORDER_LIMITS.attachments, default: [] }),
  requestKey: Type.Optional(RequestKey()),
});
export type CreateOrderBody = Static<typeof CreateOrderBody>;
