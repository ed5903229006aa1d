import { FINAL_STATUSES } from '@portal/contract';
import type { Queryable } from '../../db/database';
import { badRequest, forbidden, found } from '../../http-error';
import type { AuthUser } from '../users/auth-user';
import { orderRefInScope, type OrderRef } from './order-repository';

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
  const order = found(await orderRefInScope(db, user, serviceId));
  order.id = Number(order.id);
  if (options.write && !(user.allowDispatch || (order.engineerId !== null && order.engineerId === user.id)))
    throw forbidden();
  if (options.open && FINAL_STATUSES.includes(order.status)) throw badRequest('orderClosed');
  return order;
}
