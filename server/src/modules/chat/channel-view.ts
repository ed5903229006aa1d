import type { ChatChannel, ChatMemberInfo, ChatSimpleInfo } from '@portal/shared/contract';
import type { Queryable } from '../../db/database';
import { escapeLike } from '../orders/order-query';
import { MEMBER_MAY_SEE, loadMessages } from './chat-message';

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

const VISIBLE = MEMBER_MAY_SEE;

type ChannelRow = Omit<ChatChannel, 'members' | 'lastMessage'>;

export async function channelMembers(db: Queryable, channelIds: number[]): Promise<Map<number, ChatMemberInfo[]>> {
  const rows = await db.query<ChatMemberInfo & { channelId: number }>(
    `SELECT m.channel_id AS "channelId", m.user_id AS id, m.uid, m.name, u.avatar, m.type
       FROM chat_members m JOIN users u ON u.id = m.user_id WHERE m.channel_id = ANY($1::bigint[]) ORDER BY m.id`,
    [channelIds],
  );
  const byChannel = new Map<number, ChatMemberInfo[]>();
  for (const { channelId, ...member } of rows) {
    const list = byChannel.get(Number(channelId)) ?? [];
    list.push({ ...member, id: Number(member.id) });
    byChannel.set(Number(channelId), list);
  }
  return byChannel;
}

async function complete(db: Queryable, rows: ChannelRow[]): Promise<ChatChannel[]> {
  const ids = rows.map((r) => Number(r.id));
  if (ids.length === 0) return [];
  const members = await channelMembers(db, ids);
  const last = await loadMessages(db, 'r.id IN (SELECT max(id) FROM chat_records WHERE channel_id = ANY($1::bigint[]) GROUP BY channel_id)', [ids]);
  const lastBy = new Map(last.map((m) => [m.sysChannelId, m]));
  return rows.map((r) => ({
    ...r,
    id: Number(r.id),
    owner: r.owner === null ? null : Number(r.owner),
    unreadNum: Number(r.unreadNum),
    time: Number(r.time),
    serviceId: r.serviceId === null ? null : Number(r.serviceId),
    members: members.get(Number(r.id)) ?? [],
    lastMessage: lastBy.get(Number(r.id)) ?? null,
  }));
}

/** The user's channel page: newest activity first, optionally those whose name holds `toName`. */
export async function channelPage(db: Queryable, userId: number, page: { current: number; size: number; toName?: string }) {
  const params: unknown[] = [userId];
  let filter = '';
  const name = page.toName?.trim();
  if (name) {
    params.push(`%${escapeLike(name)}%`);
    filter = ` AND (CASE WHEN c.type = 'chat' THEN coalesce(peer.name, c.name) ELSE c.name END) ILIKE $${params.length}`;
  }
  const where = `my.user_id = $1 AND ${VISIBLE}${filter}`;
  const total = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${CHANNEL_FROM} WHERE ${where}`, params);
  const rows = await db.query<ChannelRow>(
    `SELECT ${CHANNEL_COLUMNS} FROM ${CHANNEL_FROM} WHERE ${where}
      ORDER BY c.updated_at DESC, c.id DESC LIMIT ${page.size} OFFSET ${(page.current - 1) * page.size}`,
    params,
  );
  return { total: Number(total[0]?.n ?? 0), records: await complete(db, rows) };
}

/** One channel the user may see, by id or chatId; null otherwise. */
export async function oneChannel(db: Queryable, userId: number, by: { id?: number; channelId?: string }): Promise<ChatChannel | null> {
  const [column, value] = by.id !== undefined ? ['c.id', by.id] : ['c.channel_id', by.channelId];
  const rows = await db.query<ChannelRow>(`SELECT ${CHANNEL_COLUMNS} FROM ${CHANNEL_FROM} WHERE my.user_id = $1 AND ${column} = $2 AND ${VISIBLE}`, [
    userId,
    value,
  ]);
  return (await complete(db, rows))[0] ?? null;
}

/** The channel a history query names: the chatId of a group, or the other member's imUid of a 1:1 chat. */
export async function channelForHistory(db: Queryable, userId: number, toUserId: string): Promise<number | null> {
  const rows = await db.query<{ id: number }>(
    `SELECT c.id FROM ${CHANNEL_FROM}
      WHERE my.user_id = $1 AND ${VISIBLE} AND (c.channel_id = $2 OR (c.type = 'chat' AND peer.uid = $2))
      ORDER BY (c.channel_id = $2) DESC LIMIT 1`,
    [userId, toUserId],
  );
  return rows[0] ? Number(rows[0].id) : null;
}

export async function simpleInfo(db: Queryable, userId: number, by: { id?: number; serviceId?: number }): Promise<ChatSimpleInfo | null> {
  const [column, value] = by.id !== undefined ? ['c.id', by.id] : ['c.service_id', by.serviceId];
  const rows = await db.query<ChatSimpleInfo>(
    `SELECT c.id, c.channel_id AS "channelId", c.type, c.name, c.service_id AS "serviceId", o.service_no AS "serviceNo"
       FROM ${CHANNEL_FROM} WHERE my.user_id = $1 AND ${column} = $2 AND ${VISIBLE}`,
    [userId, value],
  );
  const row = rows[0];
  return row ? { ...row, id: Number(row.id), serviceId: row.serviceId === null ? null : Number(row.serviceId) } : null;
}
