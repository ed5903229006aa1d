import { FINAL_STATUSES } from '@portal/shared/contract';
import type { Queryable } from '../../db/database';
import { badRequest, notFound } from '../../http-error';
import type { AuthUser } from '../users/auth-user';
import type { ImEvent } from '../chat/im-event';
import { orderScope } from '../orders/order-query';
import { checkAppointment, recordOrderEvent } from './machine';

/**
 * Moves the appointment of open orders the user sees (404 if one is not, 400 if one is closed), with a
 * timeline row each; `ids` sorted, so two callers lock in the same order. Returns the IM events to publish once committed.
 */
export async function changeAppointment(tx: Queryable, user: AuthUser, ids: number[], appointmentTime: string): Promise<ImEvent[]> {
  const time = await checkAppointment(tx, appointmentTime);
  const params: unknown[] = [ids];
  const rows = await tx.query<{ id: number; status: string }>(
    `SELECT o.id, o.status FROM service_orders o WHERE o.id = ANY($1::bigint[]) AND ${orderScope(user, params)} ORDER BY o.id FOR UPDATE`,
    params,
  );
  if (rows.length !== ids.length) throw notFound();
  if (rows.some((r) => (FINAL_STATUSES as readonly string[]).includes(r.status))) throw badRequest('orderClosed');
  await tx.query('UPDATE service_orders SET appointment_time = $2::timestamptz, updated_at = now() WHERE id = ANY($1::bigint[])', [ids, time]);
  const events: ImEvent[] = [];
  for (const id of ids) {
    events.push(...(await recordOrderEvent(tx, user, id, 'appointment', `${user.name} 修改预约时间为 ${time.slice(0, 16)}`, time.slice(0, 16))));
  }
  return events;
}
