import type { Queryable } from '../../db/database';
import { queryOne } from '../../db/database';
import { groupMissing, notInGroup } from './chat-failure';
import { MEMBER_MAY_SEE } from './chat-message';

export interface Membership {
  sysChannelId: number;
  /** The channel's chatId (e.g. svc_<serviceNo>). */
  chatId: string;
  chatType: 'chat' | 'groupchat';
  serviceId: number | null;
  uid: string;
  /** The member's name as users.name holds it now. */
  name: string;
  memberType: string;
  lastReadRecordId: number;
  /** The other members' uids, in the order they joined. */
  others: string[];
}

/**
 * The caller's membership of a channel: 605 when there is no such channel, 602 when not a member who
 * may see it. `lock` takes the channel's row lock (until the transaction ends).
 */
export async function requireMember(db: Queryable, sysChannelId: number, userId: number, options: { lock?: boolean } = {}): Promise<Membership> {
  const row = await queryOne<{
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
  }>(
    db,
    `SELECT c.id, c.channel_id AS "chatId", c.type AS "chatType", c.service_id AS "serviceId", c.deleted,
            m.uid, mu.name, m.type AS "memberType", m.last_read_record_id AS "lastRead",
            ARRAY(SELECT x.uid FROM chat_members x WHERE x.channel_id = c.id AND x.user_id <> $2 ORDER BY x.id) AS others,
            CASE WHEN m.id IS NULL THEN false ELSE (${MEMBER_MAY_SEE}) END AS visible
       FROM chat_channels c LEFT JOIN chat_members m ON m.channel_id = c.id AND m.user_id = $2
       LEFT JOIN users mu ON mu.id = m.user_id
      WHERE c.id = $1${options.lock ? ' FOR UPDATE OF c' : ''}`,
    [sysChannelId, userId],
  );
  if (!row || row.deleted) throw groupMissing();
  if (!row.visible || row.uid === null) throw notInGroup();
  return {
    sysChannelId: Number(row.id),
    chatId: row.chatId,
    chatType: row.chatType,
    serviceId: row.serviceId === null ? null : Number(row.serviceId),
    uid: row.uid,
    name: row.name ?? '',
    others: row.others ?? [],
    memberType: row.memberType ?? 'staff',
    lastReadRecordId: Number(row.lastRead ?? 0),
  };
}
