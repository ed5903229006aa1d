import type { ChatUnread } from '@portal/shared/contract';
import type { Queryable } from '../../db/database';

/**
 * Users' unread chat totals, each with its version (migration 009), read in one statement so that
 * each pair is one snapshot. Totals computed concurrently may reach a client in any order: the
 * client keeps the one of highest version (see `newerUnread`).
 */
export async function unreadStates(db: Queryable, userIds: number[]): Promise<Map<number, ChatUnread>> {
  if (userIds.length === 0) return new Map();
  const rows = await db.query<{ userId: number; total: number; version: string | number }>(
    `SELECT u.id AS "userId",
            coalesce((SELECT sum(m.unread_num) FILTER (WHERE NOT c.deleted)
                        FROM chat_members m JOIN chat_channels c ON c.id = m.channel_id WHERE m.user_id = u.id), 0)::int AS total,
            coalesce((SELECT b.n FROM chat_unread_base b WHERE b.user_id = u.id), 0)
              + coalesce((SELECT sum(m.unread_changes) FROM chat_members m WHERE m.user_id = u.id), 0) AS version
       FROM unnest($1::int[]) AS u(id)`,
    [userIds],
  );
  return new Map(rows.map((r) => [Number(r.userId), { total: Number(r.total), version: Number(r.version) }]));
}

export async function unreadState(db: Queryable, userId: number): Promise<ChatUnread> {
  return (await unreadStates(db, [userId])).get(userId) ?? { total: 0, version: 0 };
}
