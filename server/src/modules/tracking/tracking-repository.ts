import { queryOne, type Queryable } from '../../db/database';
import { ts } from '../../http';
import type { TrackingRecord } from '@portal/contract';
import type { AuthUser } from '../users/auth-user';
import { audienceCondition } from '../order-core/order-audience-sql';
import { pageOf } from '../../lib/query-sql';

/** A record's fields once checked (tracking-routes' check). */
export type TrackingFields = Pick<
  TrackingRecord,
  | 'content'
  | 'engineerId'
  | 'isRemind'
  | 'reminderId'
  | 'remindTime'
  | 'isCustomerVisibility'
  | 'isEngineerVisible'
  | 'type'
>;

/** A tracking record as the pages show it (alias t). */
export const TRACKING_COLUMNS = `t.id, t.service_id AS "serviceId", t.engineer_id AS "engineerId",
  (SELECT name FROM users WHERE id = t.engineer_id) AS "engineerName", t.content, ${ts('t.contact_time', 'contactTime')},
  t.creator_id AS "creatorId", t.creator_name AS "creator", t.reminder_id AS "reminderId",
  (SELECT name FROM users WHERE id = t.reminder_id) AS "reminderName", t.is_customer_visibility AS "isCustomerVisibility",
  t.is_engineer_visible AS "isEngineerVisible", t.is_remind AS "isRemind", ${ts('t.remind_time', 'remindTime')},
  ${ts('t.remind_sent_at', 'remindSentTime')}, t.type, ${ts('t.created_at', 'createTime')}, ${ts('t.updated_at', 'updateTime')}`;

export const recordById = (db: Queryable, id: number) =>
  queryOne<TrackingRecord>(db, `SELECT ${TRACKING_COLUMNS} FROM tracking_records t WHERE t.id = $1`, [id]);

/** An order's records, newest first. */
export const recordsOfOrder = (db: Queryable, serviceId: number) =>
  db.query<TrackingRecord>(
    `SELECT ${TRACKING_COLUMNS} FROM tracking_records t WHERE t.service_id = $1 ORDER BY t.contact_time DESC, t.id DESC`,
    [serviceId],
  );

/** A page of the records the user may see: customers customer-visible ones, engineers engineer-visible ones and their own. */
export async function recordPage(
  db: Queryable,
  serviceId: number,
  user: AuthUser,
  current: number,
  size: number,
) {
  const visible =
    user.authority === 'customer'
      ? 'AND t.is_customer_visibility'
      : user.authority === 'manager'
        ? ''
        : 'AND (t.is_engineer_visible OR t.creator_id = $2)';
  const params: unknown[] = [serviceId];
  if (visible.includes('$2')) params.push(user.id);
  const from = `tracking_records t WHERE t.service_id = $1 ${visible}`;
  return pageOf<TrackingRecord>(
    db,
    { count: from, select: `${TRACKING_COLUMNS} FROM ${from}`, orderBy: 't.contact_time DESC, t.id DESC' },
    params,
    current,
    size,
  );
}

export const lastCompletion = (db: Queryable, serviceId: number, customerVisibleOnly: boolean) =>
  queryOne<TrackingRecord>(
    db,
    `SELECT ${TRACKING_COLUMNS} FROM tracking_records t WHERE t.service_id = $1 AND t.type = 'completion' ${customerVisibleOnly ? 'AND t.is_customer_visibility' : ''}
      ORDER BY t.contact_time DESC, t.id DESC LIMIT 1`,
    [serviceId],
  );

export const lockRecord = (db: Queryable, id: number) =>
  queryOne<{
    serviceId: number;
    creatorId: number | null;
    remindTime: string | null;
    reminderId: number | null;
  }>(
    db,
    `SELECT service_id AS "serviceId", creator_id AS "creatorId", remind_time::text AS "remindTime", reminder_id AS "reminderId"
       FROM tracking_records WHERE id = $1 FOR UPDATE`,
    [id],
  );

const touchOrder = (db: Queryable, serviceId: number) =>
  db.query('UPDATE service_orders SET track_record_time = now() WHERE id = $1', [serviceId]);

export async function insertRecord(
  db: Queryable,
  serviceId: number,
  user: { id: number; name: string },
  c: TrackingFields,
  contactTime: string | null = null,
): Promise<number> {
  const row = await queryOne<{ id: number }>(
    db,
    `INSERT INTO tracking_records (service_id, engineer_id, content, contact_time, creator_id, creator_name, reminder_id,
       is_customer_visibility, is_engineer_visible, is_remind, remind_time, type)
     VALUES ($1, $2, $3, coalesce($12::timestamptz, now()), $4, $5, $6, $7, $8, $9, $10::timestamptz, $11) RETURNING id`,
    [
      serviceId,
      c.engineerId,
      c.content,
      user.id,
      user.name,
      c.reminderId,
      c.isCustomerVisibility,
      c.isEngineerVisible,
      c.isRemind,
      c.remindTime,
      c.type,
      contactTime,
    ],
  );
  await touchOrder(db, serviceId);
  return row!.id;
}

export async function updateRecord(
  db: Queryable,
  id: number,
  serviceId: number,
  c: TrackingFields,
): Promise<void> {
  // A changed reminder is sent again at its new time.
  await db.query(
    `UPDATE tracking_records SET engineer_id = $2, content = $3, reminder_id = $4, is_customer_visibility = $5,
       is_engineer_visible = $6, is_remind = $7, type = $9, updated_at = now(),
       remind_sent_at = CASE WHEN remind_time IS DISTINCT FROM $8::timestamptz OR reminder_id IS DISTINCT FROM $4 THEN NULL ELSE remind_sent_at END,
       remind_time = $8::timestamptz
     WHERE id = $1`,
    [
      id,
      c.engineerId,
      c.content,
      c.reminderId,
      c.isCustomerVisibility,
      c.isEngineerVisible,
      c.isRemind,
      c.remindTime,
      c.type,
    ],
  );
  await touchOrder(db, serviceId);
}

export const userExists = async (db: Queryable, userId: number) =>
  (await queryOne(db, 'SELECT 1 FROM users WHERE id = $1', [userId])) !== null;

export interface DueReminder {
  id: number;
  serviceId: number;
  reminderId: number;
  content: string;
  serviceNo: string;
  repairUserName: string;
  inAudience: boolean;
}

/**
 * Claims up to `batch` reminders whose time has come by marking them sent (rows another transaction
 * holds are skipped), with whether the reminded user may still see the order.
 */
export const claimDueReminders = (tx: Queryable, batch: number) =>
  tx.query<DueReminder>(
    `WITH due AS (
       SELECT id FROM tracking_records
        WHERE is_remind AND remind_sent_at IS NULL AND remind_time <= now() AND reminder_id IS NOT NULL
        ORDER BY remind_time, id LIMIT $1 FOR UPDATE SKIP LOCKED)
     UPDATE tracking_records t SET remind_sent_at = now()
       FROM due, service_orders o
      WHERE t.id = due.id AND o.id = t.service_id
     RETURNING t.id, t.service_id AS "serviceId", t.reminder_id AS "reminderId", t.content, o.service_no AS "serviceNo",
               o.repair_user_name AS "repairUserName",
               EXISTS (SELECT 1 FROM users u WHERE u.id = t.reminder_id AND ${audienceCondition('u', 'o')}) AS "inAudience"`,
    [batch],
  );
