import { Type, type Static } from '@sinclair/typebox';
import { Text } from './strings';
import { Nullable } from './answer-types';
import { Id } from './integers';
import { PageQuery } from './paging';
import { Phone } from './order-create';
import { REPAIR_USER_LIMITS as LIMITS } from './field-limits';

/** A repair user (a customer's site and its contact) as the server answers it. */
export const RepairUser = Type.Object({
  id: Type.Integer(),
  customerId: Type.Integer(),
  customerName: Type.String(),
  name: Type.String(),
  repairNo: Nullable(Type.String()),
  contactName: Type.String(),
  contactPhone: Type.String(),
  regionCodes: Type.Array(Type.String()),
  regionText: Type.String(),
  addressDetail: Type.String(),
  isValid: Type.Boolean(),
  createTime: Type.String(),
  updateTime: Type.String(),
});
export type RepairUser = Static<typeof RepairUser>;

/** What the add and edit forms send (the body adds `customerId`, only from managers adding one). */
export const RepairUserFields = {
  name: Text(LIMITS.name, { minLength: 1 }),
  repairNo: Type.Optional(Type.Union([Text(LIMITS.repairNo), Type.Null()])),
  contactName: Text(LIMITS.contactName, { minLength: 1 }),
  contactPhone: Phone(),
  regionCodes: Type.Array(Type.String({ pattern: '^\\d{2,6}$', maxLength: 6 }), { minItems: 1, maxItems: 3 }),
  regionText: Type.Optional(Text(100)),
  addressDetail: Text(LIMITS.addressDetail, { minLength: 1 }),
};
export const RepairUserBody = Type.Object({ ...RepairUserFields, customerId: Type.Optional(Id) });
export type RepairUserBody = Static<typeof RepairUserBody>;

/** The filters of `GET /api/order/repair/user/page` and `/list` (`customerId`: managers only). */
export const RepairUserFilters = {
  keyword: Type.Optional(Text(100)),
  customerId: Type.Optional(Id),
};
export const RepairUserPageQuery = Type.Intersect([
  PageQuery,
  Type.Object({ ...RepairUserFilters, isValid: Type.Optional(Type.Boolean()) }),
]);
export type RepairUserPageQuery = Static<typeof RepairUserPageQuery>;
