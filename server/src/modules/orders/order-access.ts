import { Type } from '@sinclair/typebox';
import { FINAL_STATUSES, Id } from '@portal/shared/contract';
import type { Queryable } from '../../db/database';
import { queryOne } from '../../db/database';
import { badRequest, forbidden, notFound } from '../../http-error';
import type { AuthUser } from '../users/auth-user';
import { orderScope } from './order-query';
import type { Status } from '../order-flow/table';

export { Id };
export const ServiceQuery = Type.Object({ serviceId: Id });

export interface OrderRef {
  id: number;
  serviceNo: string;
  status: Status;
  customerId: number;
  engineerId: number | null;
  serviceContentId: number;
  repairUserAddress: string;
}

/**
 * The order when the user may see it (404 otherwise). `write` also needs the user to be a
 * dispatcher or the order's engineer (403), and `open` an order neither cancelled nor confirmed.
 */
export async function orderFor(
  db: Queryable,
  user: AuthUser,
  serviceId: number,
  options: { write?: boolean; open?: boolean } = {},
): Promise<OrderRef> {
  const params: unknown[] = [serviceId];
  const order = await queryOne<OrderRef>(
    db,
    `SELECT o.id, o.service_no AS "serviceNo", o.status, o.customer_id AS "customerId", o.engineer_id AS "engineerId",
            o.service_content_id AS "serviceContentId", o.repair_user_address AS "repairUserAddress"
       FROM service_orders o WHERE o.id = $1 AND ${orderScope(user, params)}`,
    params,
  );
  if (!order) throw notFound();
  order.id = Number(order.id);
  if (options.write && !(user.allowDispatch || (order.engineerId !== null && order.engineerId === user.id))) throw forbidden();
  if (options.open && FINAL_STATUSES.includes(order.status)) throw badRequest('orderClosed');
  return order;
}
