import type { Queryable } from '../../db/database';

export interface TimelineEntry {
  serviceId: number;
  action: string;
  fromStatus: string | null;
  toStatus: string;
  note?: string | null;
  operator: { id: number; name: string };
}

export async function addTimeline(db: Queryable, entry: TimelineEntry): Promise<void> {
  await db.query(
    `INSERT INTO order_timeline (service_id, action, from_status, to_status, note, operator_id, operator_name)
     VALUES ($1, $2, $3, $4, $5, $6, $7)`,
    [entry.serviceId, entry.action, entry.fromStatus, entry.toStatus, entry.note ?? null, entry.operator.id, entry.operator.name],
  );
}
