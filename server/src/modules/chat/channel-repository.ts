import type { ChatChannel, ChatMemberInfo, ChatSimpleInfo } from '@portal/contract';
import type { Queryable } from '../../db/database';
import { MEMBER_MAY_SEE as VISIBLE } from '../order-core/channel-audience-sql';
import { containing, pageOf, param } from '../../lib/query-sql';

/** Channels the user may see (alias `my` = the user's member row), as the session list shows them. */
const CHANNEL_COLUMNS = `c.id, c.channel_id AS "channelId", c.type, c.owner, my.uid AS "fromUser",
  CASE WHEN c.type = 'chat' THEN coalesce(peer.uid, c.channel_id) ELSE c.channel_id END AS "toUser",
  CASE WHEN c.type = 'chat' THEN coalesce(peer.name, c.name) ELSE c.name END AS "toName",
  c.avatar, my.unread_num AS "unreadNum", (extract(epoch FROM c.updated_at) * 1000)::bigint AS time, c.deleted,
  c.im_group_id AS "imGroupId", c.service_id AS "serviceId", o.service_no AS "serviceNo", o.status AS "serviceStatus",
  to_char(o.appointment_time, 'YYYY-MM-DD HH24:MI:SS') AS "serviceAppointmentTime",
  CASE WHEN o.id IS NULL THEN NULL WHEN o.parent_id IS NULL THEN 'other' ELSE 'son' END AS "serviceType",
  o.project_id AS "projectId", o.project_name AS "projectName", o.service_content_id AS "serviceContentId",
  o.is_lack_receipt AS "isLackReceipt"`;

const CHANNEL_FROM = `chat_members my JOIN chat_channels c ON c.id = my.channel_id JOIN users mu ON mu.id = my.user_id
  LEFT JOIN service_orders o ON o.id = c.service_id
  LEFT JOIN LATERAL (SELECT x.uid, x.name FROM chat_members x WHERE x.channel_id = c.id AND x.user_id <> my.user_id ORDER BY x.id LIMIT 1) peer ON c.type = 'chat'`;

/** A channel as the session list shows it, before its members and last message are added. */
export type ChannelRow = Omit<ChatChannel, 'members' | 'lastMessage'>;

/** The members of the channels, each row naming its channel, in the order they joined. */
export const channelMemberRows = (db: Queryable, channelIds: number[]) =>
  db.query<ChatMemberInfo & { channelId: number }>(
    `SELECT m.channel_id AS "channelId", m.user_id AS id, m.uid, m.name, u.avatar, m.type
       FROM chat_members m JOIN users u ON u.id = m.user_id WHERE m.channel_id = ANY($1::bigint[]) ORDER BY m.id`,
    [channelIds],
  );

/** The user's visible channels, optionally those whose name holds `toName`. */
function userChannels(userId: number, toName: string | undefined) {
  const params: unknown[] = [userId];
  const name = toName?.trim();
  const filter = name
    ? ` AND (CASE WHEN c.type = 'chat' THEN coalesce(peer.name, c.name) ELSE c.name END) ILIKE ${param(params, containing(name))}`
    : '';
  return { where: `my.user_id = $1 AND ${VISIBLE}${filter}`, params };
}

/** How many channels the user sees (whose name holds `toName`), and one page of them, newest activity first. */
export function userChannelPage(
  db: Queryable,
  userId: number,
  { current, size, toName }: { current: number; size: number; toName?: string },
) {
  const { where, params } = userChannels(userId, toName);
  const page = {
    count: `${CHANNEL_FROM} WHERE ${where}`,
    select: `${CHANNEL_COLUMNS} FROM ${CHANNEL_FROM} WHERE ${where}`,
    orderBy: 'c.updated_at DESC, c.id DESC',
  };
  return pageOf<ChannelRow>(db, page, params, current, size);
}

/** The channel the user sees, by id or chatId (no row otherwise). */
export function userChannelRows(db: Queryable, userId: number, by: { id?: number; channelId?: string }) {
  const [column, value] = by.id !== undefined ? ['c.id', by.id] : ['c.channel_id', by.channelId];
  return db.query<ChannelRow>(
    `SELECT ${CHANNEL_COLUMNS} FROM ${CHANNEL_FROM} WHERE my.user_id = $1 AND ${column} = $2 AND ${VISIBLE}`,
    [userId, value],
  );
}

/** The id of the user's visible channel named `toUserId`: a group's chatId, or the other member's imUid of a 1:1 chat. */
export async function channelForHistory(
  db: Queryable,
  userId: number,
  toUserId: string,
): Promise<number | null> {
  const rows = await db.query<{ id: number }>(
    `SELECT c.id FROM ${CHANNEL_FROM}
      WHERE my.user_id = $1 AND ${VISIBLE} AND (c.channel_id = $2 OR (c.type = 'chat' AND peer.uid = $2))
      ORDER BY (c.channel_id = $2) DESC LIMIT 1`,
    [userId, toUserId],
  );
  return rows[0] ? Number(rows[0].id) : null;
}

/** The channel the user sees, by id or by its order, in brief (no row otherwise). */
export function simpleInfoRows(db: Queryable, userId: number, by: { id?: number; serviceId?: number }) {
  const [column, value] = by.id !== undefined ? ['c.id', by.id] : ['c.service_id', by.serviceId];
  return db.query<ChatSimpleInfo>(
    `SELECT c.id, c.channel_id AS "channelId", c.type, c.name, c.service_id AS "serviceId", o.service_no AS "serviceNo"
       FROM ${CHANNEL_FROM} WHERE my.user_id = $1 AND ${column} = $2 AND ${VISIBLE}`,
    [userId, value],
  );
}
