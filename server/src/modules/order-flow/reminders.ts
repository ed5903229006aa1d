import type { Database } from '../../db/database';
import { translate } from '../../i18n';
import type { Publish } from '../chat/im-publish';
import { claimDueReminders } from '../tracking/tracking-repository';
import { insertReminderNotice } from '../notices/notice-repository';

/**
 * Turns tracking-record reminders whose time has come into notices for the reminded people. Each
 * reminder is claimed by the UPDATE that marks it sent (rows another process holds are skipped,
 * not waited for), so with several server processes every reminder becomes exactly one notice.
 * Whether the reminded user may see the order is decided again here, at delivery: a user who has
 * since left the order's audience gets nothing (the reminder is still marked handled).
 */
export async function deliverDueReminders(db: Database, publish?: Publish, batch = 200): Promise<number> {
  const due = await db.transaction(async (tx) => {
    const rows = await claimDueReminders(tx, batch);
    const allowed = rows.filter((r) => r.inAudience);
    for (const r of allowed) {
      await insertReminderNotice(
        tx,
        r.reminderId,
        translate('zh-CN', 'reminderTitle'),
        translate('zh-CN', 'reminderContent', {
          serviceNo: r.serviceNo,
          repairUserName: r.repairUserName,
          content: r.content,
        }),
        r.repairUserName,
        `/dispatchStation/dispatchQueryDetails?id=${r.serviceId}`,
      );
    }
    return allowed;
  });
  if (publish) {
    for (const r of due) {
      await publish({
        userIds: [r.reminderId],
        message: {
          type: 'notice',
          kind: 'trackReminder',
          serviceId: Number(r.serviceId),
          serviceNo: r.serviceNo,
          content: r.content,
        },
      }).catch(() => undefined);
    }
  }
  return due.length;
}
