import type { Queryable } from '../../db/database';
import { queryOne } from '../../db/database';

export const insertCall = async (
  db: Queryable,
  call: { serviceId: number | null; fromUser: string; toUser: string; callerId: number; provider: string; status: string },
) =>
  (await queryOne<{ id: number }>(
    db,
    `INSERT INTO telephony_calls (service_id, from_user, to_user, caller_id, provider, status) VALUES ($1, $2, $3, $4, $5, $6) RETURNING id`,
    [call.serviceId, call.fromUser, call.toUser, call.callerId, call.provider, call.status],
  ))!.id;

export const setFirstTrain = (db: Queryable, serviceId: number, text: string) =>
  db.query('UPDATE service_orders SET first_train = $2, updated_at = now() WHERE id = $1', [serviceId, text]);
