import type { Database } from '../../db/database';
import { queryOne } from '../../db/database';
import { badRequest, forbidden, notFound } from '../../http-error';
import { translate } from '../../i18n';
import type { AuthUser } from '../users/auth-user';
import type { ImEvent } from '../chat/im-event';
import { recordOrderEvent } from '../order-flow/machine';
import { orderScope } from '../orders/order-query';

/**
 * An objection to a settlement: a timeline row (and a system message in the order's group, when it
 * has one), and a notice to every manager linking to the order. The status stays as it is.
 * Returns the IM events to publish once committed.
 */
export async function raiseObjection(db: Database, user: AuthUser, id: number, reason: string): Promise<ImEvent[]> {
  if (user.authority === 'technician') throw forbidden('settlementForbidden');
  const text = reason.trim();
  if (!text) throw badRequest('fieldRequired', { field: 'reason' });
  return db.transaction(async (tx) => {
    const params: unknown[] = [id];
    const order = await queryOne<{ serviceNo: string; status: string; customerName: string; repairUserName: string }>(
      tx,
      `SELECT o.service_no AS "serviceNo", o.status, c.name AS "customerName", o.repair_user_name AS "repairUserName"
         FROM service_orders o JOIN customer_companies c ON c.id = o.customer_id
        WHERE o.id = $1 AND ${orderScope(user, params)} FOR UPDATE OF o`,
      params,
    );
    if (!order) throw notFound();
    if (order.status !== 'pendingConfirmation') throw badRequest('settlementNotPending', { serviceNo: order.serviceNo });
    const content = translate('zh-CN', 'objectionContent', { customer: `${order.customerName} ${user.name}`, serviceNo: order.serviceNo, reason: text });
    const events = await recordOrderEvent(tx, user, id, 'objection', content, text);
    await tx.query(
      `INSERT INTO notices (user_id, title, content, repair_user_name, link, kind)
       SELECT id, $1, $2, $3, $4, 'settlementObjection' FROM users WHERE authority = 'manager' AND NOT is_delete AND status = 'onTheJob'`,
      [translate('zh-CN', 'objectionTitle'), content, order.repairUserName, `/dispatchStation/dispatchQueryDetails?id=${id}`],
    );
    return events;
  });
}
