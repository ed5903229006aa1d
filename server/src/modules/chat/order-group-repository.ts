import type { OrderDetail } from '@portal/contract';
import type { Queryable } from '../../db/database';
import { queryOne } from '../../db/database';
import { ENGINEER_MEMBER_TYPE } from './member-type';
import { audienceCondition } from '../order-core/order-audience-sql';

/** What the order's group is made from: its name and its first members. */
type OrderForGroup = Pick<
  OrderDetail,
  'id' | 'serviceNo' | 'repairUserName' | 'creatorId' | 'dispatcherId' | 'engineerId' | 'responsiblePersonId'
>;

/** The order's group chat channel. */
export interface OrderGroupRow {
  id: number;
  channelId: string;
  name: string;
  serviceId: number;
}

export const orderForGroup = (db: Queryable, serviceId: number) =>
  queryOne<OrderForGroup>(
    db,
    `SELECT id, service_no AS "serviceNo", repair_user_name AS "repairUserName", creator_id AS "creatorId",
            dispatcher_id AS "dispatcherId", engineer_id AS "engineerId", responsible_person_id AS "responsiblePersonId"
       FROM service_orders WHERE id = $1`,
    [serviceId],
  );

/**
 * Adds the users who may see the group's order (`engineerId` counts as its engineer) as members, once
 * each: engineers with the engineer member type, customers 'customer', others 'staff'.
 */
export async function insertGroupMembers(
  db: Queryable,
  groupId: number,
  userIds: number[],
  engineerId: number | null,
): Promise<void> {
  await db.query(
    `INSERT INTO chat_members (channel_id, user_id, uid, name, type)
     SELECT $1, u.id, coalesce(u.im_uid, 'u' || u.id), u.name,
            CASE WHEN u.id = $3 OR u.authority = 'technician' THEN $4 WHEN u.authority = 'customer' THEN 'customer' ELSE 'staff' END
       FROM users u JOIN chat_channels c ON c.id = $1 JOIN service_orders o ON o.id = c.service_id
      WHERE u.id = ANY($2::int[]) AND ${audienceCondition('u', 'o', '$3::int')}
     ON CONFLICT (channel_id, user_id) DO NOTHING`,
    [groupId, userIds, engineerId, ENGINEER_MEMBER_TYPE],
  );
}

export async function deleteGroupMember(db: Queryable, groupId: number, userId: number): Promise<void> {
  await db.query('DELETE FROM chat_members WHERE channel_id = $1 AND user_id = $2', [groupId, userId]);
}

export const orderGroupRow = (db: Queryable, serviceId: number) =>
  queryOne<OrderGroupRow>(
    db,
    `SELECT id, channel_id AS "channelId", name, service_id AS "serviceId" FROM chat_channels WHERE service_id = $1`,
    [serviceId],
  );

/** Inserts the order's group unless it exists (either unique index, see `ensureOrderGroup`); true when inserted. */
export async function insertOrderGroup(
  db: Queryable,
  channelId: string,
  ownerId: number | null,
  name: string,
  serviceId: number,
): Promise<boolean> {
  const inserted = await queryOne<{ id: number }>(
    db,
    `INSERT INTO chat_channels (channel_id, type, owner, name, service_id)
       VALUES ($1, 'groupchat', $2, $3, $4)
       ON CONFLICT DO NOTHING RETURNING id`,
    [channelId, ownerId, name, serviceId],
  );
  return inserted !== null;
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

/** The group's members in the order they joined, with their avatars. */
export const groupMembers = (db: Queryable, groupId: number) =>
  db.query<{ userId: number; uid: string; name: string; type: string; avatar: string | null }>(
    `SELECT m.user_id AS "userId", m.uid, m.name, m.type, u.avatar FROM chat_members m JOIN users u ON u.id = m.user_id
      WHERE m.channel_id = $1 ORDER BY m.id`,
    [groupId],
  );
