import type { Database } from '../../db/database';
import { badRequest, forbidden, found } from '../../http-error';
import { translate } from '../../i18n';
import type { AuthUser } from '../users/auth-user';
import type { ImEvent } from '../chat/im-event';
import { recordOrderEvent } from '../order-flow/machine';
import { lockOrderForObjection } from './settlement-repository';
import { insertObjectionNotices } from '../notices/notice-repository';

/**
 * An objection to a settlement: a timeline row (and a system message in the order's group, when it
 * has one), and a notice to every manager linking to the order. The status stays as it is.
 * Returns the IM events to publish once committed.
 */
export async function raiseObjection(
  db: Database,
  user: AuthUser,
  id: number,
  reason: string,
): Promise<ImEvent[]> {
  if (user.authority === 'technician') throw forbidden('settlementForbidden');
  const text = reason.trim();
  if (!text) throw badRequest('fieldRequired', { field: 'reason' });
  return db.transaction(async (tx) => {
    const order = found(await lockOrderForObjection(tx, user, id));
    if (order.status !== 'pendingConfirmation')
      throw badRequest('settlementNotPending', { serviceNo: order.serviceNo });
    const content = translate('zh-CN', 'objectionContent', {
      customer: `${order.customerName} ${user.name}`,
      serviceNo: order.serviceNo,
      reason: text,
    });
    const events = await recordOrderEvent(tx, user, id, 'objection', content, text);
    await insertObjectionNotices(
      tx,
      translate('zh-CN', 'objectionTitle'),
      content,
      order.repairUserName,
      `/dispatchStation/dispatchQueryDetails?id=${id}`,
    );
    return events;
  });
}
