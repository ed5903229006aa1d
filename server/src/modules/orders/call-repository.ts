import type { StaffOrderDetail } from '@portal/contract';
import type { Queryable } from '../../db/database';
import { queryOne } from '../../db/database';
import { ts } from '../../http';

export const insertCall = async (
  db: Queryable,
  call: {
    serviceId: number | null;
    fromUser: string;
    toUser: string;
    callerId: number;
    provider: string;
    status: string;
  },
) =>
  (await queryOne<{ id: number }>(
    db,
    `INSERT INTO telephony_calls (service_id, from_user, to_user, caller_id, provider, status) VALUES ($1, $2, $3, $4, $5, $6) RETURNING id`,
    [call.serviceId, call.fromUser, call.toUser, call.callerId, call.provider, call.status],
  ))!.id;

export const setFirstTrain = (db: Queryable, serviceId: number, text: string) =>
  db.query('UPDATE service_orders SET first_train = $2, updated_at = now() WHERE id = $1', [serviceId, text]);

/** The order's calls, latest first, with the caller's name. */
export const callsOfOrder = (db: Queryable, serviceId: number) =>
  db.query<StaffOrderDetail['calls'][number]>(
    `SELECT c.id, c.from_user AS "fromUser", c.to_user AS "toUser", c.provider, c.status, u.name AS "callerName", ${ts('c.created_at', 'createTime')}
         FROM telephony_calls c LEFT JOIN users u ON u.id = c.caller_id WHERE c.service_id = $1 ORDER BY c.id DESC`,
    [serviceId],
  );
