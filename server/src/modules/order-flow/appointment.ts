import { FINAL_STATUSES } from '@portal/contract';
import type { Queryable } from '../../db/database';
import { badRequest, notFound } from '../../http-error';
import type { AuthUser } from '../users/auth-user';
import type { ImEvent } from '../chat/im-event';
import { checkAppointment, recordOrderEvent } from './machine';
import { lockOrdersInScope, setAppointmentTime } from '../order-core/step-repository';

/**
 * Moves the appointment of open orders the user sees (404 if one is not, 400 if one is closed), with a
 * timeline row each; `ids` sorted, so two callers lock in the same order. Returns the IM events to publish once committed.
 */
export async function changeAppointment(
  tx: Queryable,
  user: AuthUser,
  ids: number[],
  appointmentTime: string,
): Promise<ImEvent[]> {
  const time = await checkAppointment(tx, appointmentTime);
  const rows = await lockOrdersInScope(tx, user, ids);
  if (rows.length !== ids.length) throw notFound();
  if (rows.some((r) => (FINAL_STATUSES as readonly string[]).includes(r.status)))
    throw badRequest('orderClosed');
  await setAppointmentTime(tx, ids, time);
  const events: ImEvent[] = [];
  for (const id of ids) {
    events.push(
      ...(await recordOrderEvent(
        tx,
        user,
        id,
        'appointment',
        `${user.name} 修改预约时间为 ${time.slice(0, 16)}`,
        time.slice(0, 16),
      )),
    );
  }
  return events;
}
