import type { ServiceOrderRow } from '@portal/contract';
import type { Queryable } from '../../db/database';
import { queryOne } from '../../db/database';
import { audienceCondition } from './order-audience-sql';
import { type ScopeUser, orderScope } from '../../lib/scope-sql';

/** An order as the rules acting on it read it. */
export type OrderRef = Pick<
  ServiceOrderRow,
  'id' | 'serviceNo' | 'status' | 'customerId' | 'engineerId' | 'serviceContentId' | 'repairUserAddress'
>;

/** The order when the user may see it. */
export const orderRefInScope = (db: Queryable, user: ScopeUser, serviceId: number) => {
  const params: unknown[] = [serviceId];
  return queryOne<OrderRef>(
    db,
    `SELECT o.id, o.service_no AS "serviceNo", o.status, o.customer_id AS "customerId", o.engineer_id AS "engineerId",
            o.service_content_id AS "serviceContentId", o.repair_user_address AS "repairUserAddress"
       FROM service_orders o WHERE o.id = $1 AND ${orderScope(user, params)}`,
    params,
  );
};

/** Those of the users (distinct ids) in the order's audience, `newEngineerId` counting as its engineer; in no particular order. */
export const audienceUsersOf = (
  db: Queryable,
  serviceId: number,
  userIds: number[],
  newEngineerId: number | null,
) =>
  db.query<{ id: number }>(
    `SELECT u.id FROM users u JOIN service_orders o ON o.id = $1
      WHERE u.id = ANY($2::int[]) AND ${audienceCondition('u', 'o', '$3::int')}`,
    [serviceId, userIds, newEngineerId],
  );

/** The order's repair user as the order keeps it (a copy, not the address-book entry). */
type OrderRepairUser = Pick<
  ServiceOrderRow,
  'repairUserName' | 'contactName' | 'contactPhone' | 'repairUserAddress'
>;

export const updateOrderRepairUser = (db: Queryable, serviceId: number, r: OrderRepairUser) =>
  db.query(
    `UPDATE service_orders SET repair_user_name = $2, contact_name = $3, contact_phone = $4, repair_user_address = $5,
       updated_at = now() WHERE id = $1`,
    [serviceId, r.repairUserName, r.contactName, r.contactPhone, r.repairUserAddress],
  );
