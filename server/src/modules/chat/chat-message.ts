import type { ChatMessage } from '@portal/shared/contract';
import type { Queryable } from '../../db/database';
import { audienceCondition } from '../orders/order-audience';

/**
 * A member may see a channel (join its room, read, send) while it is not deleted and, for an order's
 * group, while the member may still see the order (a customer only the orders of its company).
 * Needs the aliases `m` (chat_members), `c` (chat_channels) and `mu` (the member's users row).
 */
export const MEMBER_MAY_SEE = `NOT c.deleted AND (c.service_id IS NULL OR EXISTS (
  SELECT 1 FROM service_orders o WHERE o.id = c.service_id AND ${audienceCondition('mu', 'o')}))`;

/** Channels the user is a member of and may see. */
export async function visibleChannelIds(db: Queryable, userId: number): Promise<number[]> {
  const rows = await db.query<{ id: number }>(
    `SELECT c.id FROM chat_members m JOIN chat_channels c ON c.id = m.channel_id JOIN users mu ON mu.id = m.user_id
      WHERE m.user_id = $1 AND ${MEMBER_MAY_SEE}`,
    [userId],
  );
  return rows.map((r) => Number(r.id));
}

/**
 * Selects records as ChatMessage rows (alias `r` for chat_records). The unread count of a message is
 * the number of other members who were in the channel when it was sent and have not read up to it.
 */
export const MESSAGE_COLUMNS = `r.id, r.msg_id AS "msgId", r.client_id AS "clientId", r.msg_type AS "msgType",
  r.from_user_id AS "fromUserId", CASE WHEN fu.id IS NULL THEN NULL ELSE coalesce(fu.im_uid, 'u' || fu.id) END AS "fromImUid",
  fu.name AS "fromName", r.group_id AS "groupId", r.to_user_id AS "toUserId", r.msg_content AS "msgContent",
  r.chat_type AS "chatType", to_char(r.create_time, 'YYYY-MM-DD HH24:MI:SS') AS "createTime", r.time,
  r.channel_id AS "sysChannelId", rc.service_id AS "serviceId", r.ext,
  CASE WHEN r.msg_type = 'system' THEN 0 ELSE (SELECT count(*) FROM chat_members rm
    WHERE rm.channel_id = r.channel_id AND rm.user_id IS DISTINCT FROM r.from_user_id
      AND coalesce(rm.last_read_record_id, 0) < r.id AND rm.joined_at <= r.create_time) END::int AS "unreadCount"`;

export const MESSAGE_FROM = `chat_records r JOIN chat_channels rc ON rc.id = r.channel_id LEFT JOIN users fu ON fu.id = r.from_user_id`;

type Row = Omit<ChatMessage, 'clientId'> & { clientId: string | null };

export function toChatMessage(row: Row): ChatMessage {
  const { clientId, ...rest } = row;
  return {
    ...rest,
    id: Number(row.id),
    fromUserId: row.fromUserId === null ? null : Number(row.fromUserId),
    time: Number(row.time),
    sysChannelId: Number(row.sysChannelId),
    serviceId: row.serviceId === null ? null : Number(row.serviceId),
    unreadCount: Number(row.unreadCount),
    ext: (typeof row.ext === 'string' ? JSON.parse(row.ext) : row.ext) as ChatMessage['ext'],
    ...(clientId ? { clientId } : {}),
  };
}

export async function loadMessages(db: Queryable, where: string, params: unknown[], tail = 'ORDER BY r.id'): Promise<ChatMessage[]> {
  const rows = await db.query<Row>(`SELECT ${MESSAGE_COLUMNS} FROM ${MESSAGE_FROM} WHERE ${where} ${tail}`, params);
  return rows.map(toChatMessage);
}
