import type { OrderDetail, StaffOrderDetail } from '@portal/shared/contract';
import type { Queryable } from '../../db/database';
import { ts } from '../../http';

export interface TimelineEntry {
  serviceId: number;
  action: string;
  fromStatus: string | null;
  toStatus: string;
  note?: string | null;
  operator: { id: number; name: string };
}

export async function insertTimelineEntry(db: Queryable, entry: TimelineEntry): Promise<void> {
  await db.query(
    `INSERT INTO order_timeline (service_id, action, from_status, to_status, note, operator_id, operator_name)
     VALUES ($1, $2, $3, $4, $5, $6, $7)`,
    [entry.serviceId, entry.action, entry.fromStatus, entry.toStatus, entry.note ?? null, entry.operator.id, entry.operator.name],
  );
}

/** The order's timeline, oldest first, as the order detail shows it. */
export const timelineOfOrder = (db: Queryable, serviceId: number) =>
  db.query<OrderDetail['timeline'][number]>(
    `SELECT action, from_status AS "fromStatus", to_status AS "toStatus", note, operator_name AS "operatorName", ${ts('created_at', 'createTime')}
       FROM order_timeline WHERE service_id = $1 ORDER BY created_at, id`,
    [serviceId],
  );

/** The order's timeline, oldest first, with row and operator ids (the staff detail). */
export const staffTimelineOfOrder = (db: Queryable, serviceId: number) =>
  db.query<StaffOrderDetail['timeline'][number]>(
    `SELECT id, action, from_status AS "fromStatus", to_status AS "toStatus", note, operator_id AS "operatorId",
              operator_name AS "operatorName", ${ts('created_at', 'createTime')}
         FROM order_timeline WHERE service_id = $1 ORDER BY created_at, id`,
    [serviceId],
  );
