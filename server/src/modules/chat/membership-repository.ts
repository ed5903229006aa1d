import type { Queryable } from '../../db/database';
import { queryOne } from '../../db/database';
import { MEMBER_MAY_SEE } from '../order-core/channel-audience-sql';

/** A channel and the user's member row of it (nulls when not a member), as `requireMember` reads it. */
export interface ChannelMemberRow {
  id: number;
  chatId: string;
  chatType: 'chat' | 'groupchat';
  serviceId: number | null;
  deleted: boolean;
  uid: string | null;
  name: string | null;
  others: string[] | null;
  memberType: string | null;
  lastRead: number | null;
  visible: boolean | null;
}

/** The channel with the user's membership of it; `lock` takes the channel's row lock (until the transaction ends). */
export const channelMemberRow = (db: Queryable, sysChannelId: number, userId: number, lock: boolean) =>
  queryOne<ChannelMemberRow>(
    db,
    `SELECT c.id, c.channel_id AS "chatId", c.type AS "chatType", c.service_id AS "serviceId", c.deleted,
            m.uid, mu.name, m.type AS "memberType", m.last_read_record_id AS "lastRead",
            ARRAY(SELECT x.uid FROM chat_members x WHERE x.channel_id = c.id AND x.user_id <> $2 ORDER BY x.id) AS others,
            CASE WHEN m.id IS NULL THEN false ELSE (${MEMBER_MAY_SEE}) END AS visible
       FROM chat_channels c LEFT JOIN chat_members m ON m.channel_id = c.id AND m.user_id = $2
       LEFT JOIN users mu ON mu.id = m.user_id
      WHERE c.id = $1${lock ? ' FOR UPDATE OF c' : ''}`,
    [sysChannelId, userId],
  );

/** Channels the user is a member of and may see. */
export async function visibleChannelIds(db: Queryable, userId: number): Promise<number[]> {
  const rows = await db.query<{ id: number }>(
    `SELECT c.id FROM chat_members m JOIN chat_channels c ON c.id = m.channel_id JOIN users mu ON mu.id = m.user_id
      WHERE m.user_id = $1 AND ${MEMBER_MAY_SEE}`,
    [userId],
  );
  return rows.map((r) => Number(r.id));
}
