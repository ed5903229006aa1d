import type { Database } from '../../db/database';
import { translate } from '../../i18n';
import type { Publish } from './machine';
import { audienceCondition } from '../orders/order-audience';

interface DueReminder {
  id: number;
  serviceId: number;
  reminderId: number;
  content: string;
  serviceNo: string;
  repairUserName: string;
  inAudience: boolean;
}

/**
 * Turns tracking-record reminders whose time has come into notices for the reminded people. Each
 * reminder is claimed by the UPDATE that marks it sent (rows another process holds are skipped,
 * not waited for), so with several server processes every reminder becomes exactly one notice.
 * Whether the reminded user may see the order is decided again here, at delivery: a user who has
 * since left the order's audience gets nothing (the reminder is still marked handled).
 */
export async function deliverDueReminders(db: Database, publish?: Publish, batch = 200): Promise<number> {
  const due = await db.transaction(async (tx) => {
    const rows = await tx.query<DueReminder>(
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
    const allowed = rows.filter((r) => r.inAudience);
    for (const r of allowed) {
      await tx.query(
        `INSERT INTO notices (user_id, title, content, repair_user_name, link, kind) VALUES ($1, $2, $3, $4, $5, 'trackReminder')`,
        [
          r.reminderId,
          translate('zh-CN', 'reminderTitle'),
          translate('zh-CN', 'reminderContent', { serviceNo: r.serviceNo, repairUserName: r.repairUserName, content: r.content }),
          r.repairUserName,
          `/dispatchStation/dispatchQueryDetails?id=${r.serviceId}`,
        ],
      );
    }
    return allowed;
  });
  if (publish) {
    for (const r of due) {
      await publish({
        userIds: [r.reminderId],
        message: { type: 'notice', kind: 'trackReminder', serviceId: Number(r.serviceId), serviceNo: r.serviceNo, content: r.content },
      }).catch(() => undefined);
    }
  }
  return due.length;
}
