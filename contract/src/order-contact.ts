import { Type, type Static } from '@sinclair/typebox';
import { Text } from './strings';
import { Id } from './integers';
import { Phone } from './order-create';
import { ORDER_REPAIR_USER_LIMITS as LIMITS } from './field-limits';

/**
 * `POST /api/dispatch/service/update/detail/overall`: the order's repair user, contact and address
 * (the repair-user record itself is unchanged).
 */
export const RepairUserEdit = Type.Object({
  id: Id,
  repairUserName: Text(LIMITS.repairUserName, { minLength: 1 }),
  contactName: Text(LIMITS.contactName, { minLength: 1 }),
  contactPhone: Phone(),
  repairUserAddress: Text(LIMITS.repairUserAddress, { minLength: 1 }),
});
export type RepairUserEdit = Static<typeof RepairUserEdit>;
