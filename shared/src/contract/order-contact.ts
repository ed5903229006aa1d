import { Type, type Static } from '@sinclair/typebox';
import { Id } from './integers';
import { Phone } from './order-create';
import { ORDER_REPAIR_USER_LIMITS as LIMITS } from './field-limits';

/**
 * `POST /api/dispatch/service/update/detail/overall`: the order's repair user, contact and address
 * (the repair-user record itself is unchanged).
 */
export const RepairUserEdit = Type.Object({
  id: Id,
  repairUserName: Type.String({ minLength: 1, maxLength: LIMITS.repairUserName }),
  contactName: Type.String({ minLength: 1, maxLength: LIMITS.contactName }),
  contactPhone: Phone(),
  repairUserAddress: Type.String({ minLength: 1, maxLength: LIMITS.repairUserAddress }),
});
export type RepairUserEdit = Static<typeof RepairUserEdit>;
