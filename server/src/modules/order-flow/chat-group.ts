import { randomUUID } from 'node:crypto';
import type { Queryable } from '../../db/database';
import { queryOne } from '../../db/database';
import type { ImEvent } from '../chat/im-event';
import { audienceCondition } from '../orders/order-audience';

/** Member type of engineers in a group (SPEC: engineer members are typed with the Chinese word). */
export const ENGINEER_MEMBER_TYPE = '工程师';

export interface OrderGroup {
  id: number;
  channelId: string;
  name: string;
  serviceId: number;
  created: boolean;
}

interface OrderForGroup {
  id: number;
  serviceNo: string;
  repairUserName: string;
  creatorId: number | null;
  dispatcherId: number | null;
  engineerId: number | null;
  responsiblePersonId: number | null;
}

async function loadOrder(db: Queryable, serviceId: number): Promise<OrderForGroup | null> {
  return queryOne<OrderForGroup>(
    db,
    `SELECT id, service_no AS "serviceNo", repair_user_name AS "repairUserName", creator_id AS "creatorId",
            dispatcher_id AS "dispatcherId", engineer_id AS "engineerId", responsible_person_id AS "responsiblePersonId"
       FROM service_orders WHERE id = $1`,
    [serviceId],
  );
}

/**
 * Adds users to a group (once each); engineers get the engineer member type, customers 'customer',
 * others 'staff'. Only users who may see the group's order join (`engineerId` counts as its engineer).
 */
export async function addGroupMembers(db: Queryable, groupId: number, userIds: Array<number | null | undefined>, engineerId?: number | null) {
  const ids = [...new Set(userIds.filter((id): id is number => typeof id === 'number'))];
  if (ids.length === 0) return;
  await db.query(
    `INSERT INTO chat_members (channel_id, user_id, uid, name, type)
     SELECT $1, u.id, coalesce(u.im_uid, 'u' || u.id), u.name,
            CASE WHEN u.id = $3 OR u.authority = 'technician' THEN $4 WHEN u.authority = 'customer' THEN 'customer' ELSE 'staff' END
       FROM users u JOIN chat_channels c ON c.id = $1 JOIN service_orders o ON o.id = c.service_id
      WHERE u.id = ANY($2::int[]) AND ${audienceCondition('u', 'o', '$3::int')}
     ON CONFLICT (channel_id, user_id) DO NOTHING`,
    [groupId, ids, engineerId ?? null, ENGINEER_MEMBER_TYPE],
  );
}

export async function removeGroupMember(db: Queryable, groupId: number, userId: number | null) {
  if (userId) await db.query('DELETE FROM chat_members WHERE channel_id = $1 AND user_id = $2', [groupId, userId]);
}

export async function findOrderGroup(db: Queryable, serviceId: number): Promise<OrderGroup | null> {
  const row = await queryOne<Omit<OrderGroup, 'created'>>(
    db,
    `SELECT id, channel_id AS "channelId", name, service_id AS "serviceId" FROM chat_channels WHERE service_id = $1`,
    [serviceId],
  );
  return row ? { ...row, id: Number(row.id), serviceId: Number(row.serviceId), created: false } : null;
}

/**
 * The order's group chat, created when it has none: the customer who placed the order, the
 * dispatcher, the responsible person and the engineer are members. Two callers racing both end on
 * the same row: the racing insert may meet either unique index (service_id, or the channel id made
 * from the service number) first, so no conflict target is named. `extraMembers` are added either way.
 */
export async function ensureOrderGroup(db: Queryable, serviceId: number, extraMembers: number[] = []): Promise<OrderGroup> {
  const order = await loadOrder(db, serviceId);
  if (!order) throw new Error(`order ${serviceId} not found`);
  let group = await findOrderGroup(db, serviceId);
  if (!group) {
    const inserted = await queryOne<{ id: number }>(
      db,
      `INSERT INTO chat_channels (channel_id, type, owner, name, service_id)
       VALUES ($1, 'groupchat', $2, $3, $4)
       ON CONFLICT DO NOTHING RETURNING id`,
      [`svc_${order.serviceNo}`, order.dispatcherId, `${order.serviceNo} ${order.repairUserName}`, serviceId],
    );
    group = (await findOrderGroup(db, serviceId))!;
    group.created = inserted !== null;
  }
  await addGroupMembers(
    db,
    group.id,
    [order.creatorId, order.dispatcherId, order.responsiblePersonId, order.engineerId, ...extraMembers],
    order.engineerId,
  );
  return group;
}

/** The members a group's messages go to: those who may (still) see its order. */
export async function groupMemberIds(db: Queryable, groupId: number): Promise<number[]> {
  const rows = await db.query<{ userId: number }>(
    `SELECT m.user_id AS "userId" FROM chat_members m JOIN users u ON u.id = m.user_id JOIN chat_channels c ON c.id = m.channel_id
       LEFT JOIN service_orders o ON o.id = c.service_id
      WHERE m.channel_id = $1 AND (o.id IS NULL OR ${audienceCondition('u', 'o')}) ORDER BY m.id`,
    [groupId],
  );
  return rows.map((r) => Number(r.userId));
}

export interface SystemMessage {
  id: number;
  msgId: string;
  msgType: 'system';
  fromUserId: number | null;
  fromImUid: string | null;
  fromName: string | null;
  groupId: string;
  toUserId: string;
  msgContent: string;
  chatType: 'groupchat';
  createTime: string;
  time: number;
  ext: Record<string, unknown>;
  serviceId: number | null;
  sysChannelId: number;
  unreadCount: number;
}

/** Writes a system message into the group's records; returns the record and the IM event to publish after commit. */
export async function postSystemMessage(
  db: Queryable,
  group: Pick<OrderGroup, 'id' | 'channelId'> & { serviceId: number | null },
  content: string,
  fromUserId: number | null,
  ext: Record<string, unknown>,
  alsoNotify: number[] = [],
): Promise<{ message: SystemMessage; event: ImEvent }> {
  // The channel's row lock before the record gets its id (see sendMessage).
  await db.query('UPDATE chat_channels SET updated_at = now() WHERE id = $1', [group.id]);
  const time = Date.now();
  const msgId = randomUUID();
  const row = await queryOne<{ id: number; createTime: string; fromImUid: string | null; fromName: string | null }>(
    db,
    `WITH r AS (
       INSERT INTO chat_records (msg_id, channel_id, group_id, from_user_id, to_user_id, msg_type, msg_content, chat_type, ext, time)
       VALUES ($1, $2, $3, $4, $3, 'system', $5, 'groupchat', $6::jsonb, $7)
       RETURNING id, from_user_id, create_time)
     SELECT r.id, to_char(r.create_time, 'YYYY-MM-DD HH24:MI:SS') AS "createTime",
            coalesce(u.im_uid, 'u' || u.id) AS "fromImUid", u.name AS "fromName"
       FROM r LEFT JOIN users u ON u.id = r.from_user_id`,
    [msgId, group.id, group.channelId, fromUserId, content, JSON.stringify(ext), time],
  );
  const message: SystemMessage = {
    id: Number(row!.id),
    msgId,
    msgType: 'system',
    fromUserId,
    fromImUid: fromUserId === null ? null : row!.fromImUid,
    fromName: fromUserId === null ? null : row!.fromName,
    groupId: group.channelId,
    toUserId: group.channelId,
    msgContent: content,
    chatType: 'groupchat',
    createTime: row!.createTime,
    time,
    ext,
    serviceId: group.serviceId,
    sysChannelId: group.id,
    // System messages raise no one's unread count (SPEC section 4's rule counts people's messages only).
    unreadCount: 0,
  };
  const members = await groupMemberIds(db, group.id);
  return { message, event: { userIds: [...new Set([...members, ...alsoNotify])], members, message: { type: 'chat', ...message } } };
}

/** The event that moves users' sockets into or out of a channel's room and tells them so. */
export function channelEvent(sysChannelId: number, action: 'joined' | 'left', userIds: number[]): ImEvent {
  return { userIds, message: { type: 'channel', sysChannelId, action } };
}

/** The group's members in the order they joined, with their avatars. */
export const groupMembers = (db: Queryable, groupId: number) =>
  db.query<{ userId: number; uid: string; name: string; type: string; avatar: string | null }>(
    `SELECT m.user_id AS "userId", m.uid, m.name, m.type, u.avatar FROM chat_members m JOIN users u ON u.id = m.user_id
      WHERE m.channel_id = $1 ORDER BY m.id`,
    [groupId],
  );
