import { Type, type Static } from '@sinclair/typebox';
import { LocalDateTimeString } from './dates';
import { Id } from './integers';
import { ORDER_LIMITS } from './order-limits';
import { PHONE_MAX_LENGTH, PHONE_PATTERN_SOURCE } from './phone';

export const Phone = () => Type.String({ minLength: 1, maxLength: PHONE_MAX_LENGTH, pattern: PHONE_PATTERN_SOURCE });

/** Characters of the body's `requestKey` (older clients' idempotency key; the `Idempotency-Key` header itself takes 1–128 visible ASCII characters). */
export const RequestKey = () => Type.String({ minLength: 1, maxLength: 100, pattern: '^[A-Za-z0-9_.:-]+$' });

/** `POST /api/customer/order`: a new service order. */
export const CreateOrderBody = Type.Object({
  projectId: Id,
  serviceContentId: Id,
  repairUserId: Id,
  regionCodes: Type.Optional(Type.Array(Type.String({ pattern: '^\\d{2,6}$' }), { minItems: 1, maxItems: 3 })),
  addressDetail: Type.Optional(Type.String({ minLength: 1, maxLength: ORDER_LIMITS.addressDetail })),
  contactName: Type.Optional(Type.String({ minLength: 1, maxLength: ORDER_LIMITS.contactName })),
  contactPhone: Type.Optional(Phone()),
  appointmentTime: LocalDateTimeString,
  faultDescription: Type.String({ minLength: 1, maxLength: ORDER_LIMITS.faultDescription }),
  attachments: Type.Array(Id, { maxItems: ORDER_LIMITS.attachments, default: [] }),
  requestKey: Type.Optional(RequestKey()),
});
export type CreateOrderBody = Static<typeof CreateOrderBody>;
