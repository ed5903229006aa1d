import type { OrderDetail, StaffOrderDetail } from '@portal/contract';
import { queryOne, type Queryable } from '../../db/database';
import { ts } from '../../http';

export interface TimelineEntry {
  serviceId: number;
  action: string;
  fromStatus: string | null;
  toStatus: string;
  note?: string | null;
  operator: { id: number; name: string };
  /** The phone's time of the act (already clamped), kept beside the row's arrival time. */
  actedAt?: string | null;
}

export async function insertTimelineEntry(db: Queryable, entry: TimelineEntry): Promise<void> {
  await db.query(
    `INSERT INTO order_timeline (service_id, action, from_status, to_status, note, operator_id, operator_name, acted_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8::timestamptz)`,
    [
      entry.serviceId,
      entry.action,
      entry.fromStatus,
      entry.toStatus,
      entry.note ?? null,
      entry.operator.id,
      entry.operator.name,
      entry.actedAt ?? null,
    ],
  );
}

/**
 * The time kept for an act on the order done at `actedAt` by the phone's clock: no earlier than the
 * order's latest step (timeline rows other than appointment changes and calls) and no later than now.
 * As UTC ISO text.
 */
export async function clampedActedAt(db: Queryable, serviceId: number, actedAt: string): Promise<string> {
  const row = await queryOne<{ at: string }>(
    db,
    `SELECT to_char(greatest(least($2::timestamptz, now()),
                             coalesce((SELECT max(coalesce(acted_at, created_at)) FROM order_timeline
                                        WHERE service_id = $1 AND action NOT IN ('appointment', 'call')), '-infinity'::timestamptz))
                    AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') AS at`,
    [serviceId, actedAt],
  );
  return row!.at;
}

/** A phone's time no later than now (acts not tied to an order yet, such as an upload). As UTC ISO text. */
export async function notLaterThanNow(db: Queryable, actedAt: string): Promise<string> {
  const row = await queryOne<{ at: string }>(
    db,
    `SELECT to_char(least($1::timestamptz, now()) AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') AS at`,
    [actedAt],
  );
  return row!.at;
}

/** The order's timeline, oldest first, as the order detail shows it. */
export const timelineOfOrder = (db: Queryable, serviceId: number) =>
  db.query<OrderDetail['timeline'][number]>(
    `SELECT action, from_status AS "fromStatus", to_status AS "toStatus", note, operator_name AS "operatorName", ${ts('coalesce(acted_at, created_at)', 'createTime')}
       FROM order_timeline WHERE service_id = $1 ORDER BY created_at, id`,
    [serviceId],
  );

/** The order's timeline, oldest first, with row and operator ids (the staff detail). */
export const staffTimelineOfOrder = (db: Queryable, serviceId: number) =>
  db.query<StaffOrderDetail['timeline'][number]>(
    `SELECT id, action, from_status AS "fromStatus", to_status AS "toStatus", note, operator_id AS "operatorId",
              operator_name AS "operatorName", ${ts('coalesce(acted_at, created_at)', 'createTime')}
         FROM order_timeline WHERE service_id = $1 ORDER BY created_at, id`,
    [serviceId],
  );
