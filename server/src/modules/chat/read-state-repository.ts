import type { Queryable } from '../../db/database';

/** The member read the channel up to `recordId`: its unread count there is 0, its read mark moves up. */
export async function markChannelRead(
  db: Queryable,
  sysChannelId: number,
  userId: number,
  recordId: number,
): Promise<void> {
  await db.query(
    `UPDATE chat_members SET unread_num = 0, unread_changes = unread_changes + 1, last_read_record_id = greatest(coalesce(last_read_record_id, 0), $3)
        WHERE channel_id = $1 AND user_id = $2`,
    [sysChannelId, userId, recordId],
  );
}

/** Each user's unread total over its channels not deleted and the total's version, in one statement (one snapshot). */
export const unreadTotals = (db: Queryable, userIds: number[]) =>
  db.query<{ userId: number; total: number; version: string | number }>(
    `SELECT u.id AS "userId",
            coalesce((SELECT sum(m.unread_num) FILTER (WHERE NOT c.deleted)
                        FROM chat_members m JOIN chat_channels c ON c.id = m.channel_id WHERE m.user_id = u.id), 0)::int AS total,
            coalesce((SELECT b.n FROM chat_unread_base b WHERE b.user_id = u.id), 0)
              + coalesce((SELECT sum(m.unread_changes) FROM chat_members m WHERE m.user_id = u.id), 0) AS version
       FROM unnest($1::int[]) AS u(id)`,
    [userIds],
  );
