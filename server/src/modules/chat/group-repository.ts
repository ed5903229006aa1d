import type { Queryable } from '../../db/database';
import { queryOne } from '../../db/database';
import { ENGINEER_MEMBER_TYPE } from './member-type';
import { invitableCondition, orderOfChannel } from './invitable-sql';

export interface StaffByUid {
  id: number;
  uid: string;
  name: string;
  authority: string;
  /** Already a member of the channel. */
  member: boolean;
  /** May be invited to the channel now. */
  invitable: boolean;
}

/** The users among the imUids, whether each is a member of the channel already, and whether it may be invited (`invitableCondition`). */
export const staffByUid = (db: Queryable, uids: string[], sysChannelId: number) =>
  db.query<StaffByUid>(
    `SELECT u.id, coalesce(u.im_uid, 'u' || u.id) AS uid, u.name, u.authority,
            EXISTS (SELECT 1 FROM chat_members m WHERE m.channel_id = $2 AND m.user_id = u.id) AS member,
            (${invitableCondition('u', '$2::int', orderOfChannel('$2::int'))}) AS invitable
       FROM users u
      WHERE coalesce(u.im_uid, 'u' || u.id) = ANY($1::text[])`,
    [uids, sysChannelId],
  );

/** Adds the users as staff members (engineers as `工程师`); a member already there is left alone. */
export async function addStaffMembers(db: Queryable, sysChannelId: number, userIds: number[]): Promise<void> {
  await db.query(
    `INSERT INTO chat_members (channel_id, user_id, uid, name, type)
     SELECT $1, u.id, coalesce(u.im_uid, 'u' || u.id), u.name, CASE WHEN u.authority = 'technician' THEN $3 ELSE 'staff' END
       FROM users u WHERE u.id = ANY($2::int[])
     ON CONFLICT (channel_id, user_id) DO NOTHING`,
    [sysChannelId, userIds, ENGINEER_MEMBER_TYPE],
  );
}

/** A new group chat of no order, with a random channel id; returns its id. */
export async function insertFreeGroup(db: Queryable, ownerId: number, name: string): Promise<number> {
  const row = await queryOne<{ id: number }>(
    db,
    `INSERT INTO chat_channels (channel_id, type, owner, name) VALUES ('grp_' || md5(random()::text || clock_timestamp()::text), 'groupchat', $1, $2) RETURNING id`,
    [ownerId, name],
  );
  return Number(row!.id);
}

/** Adds the group's creator as its first member. */
export async function addCreatorMember(db: Queryable, sysChannelId: number, userId: number): Promise<void> {
  await db.query(
    `INSERT INTO chat_members (channel_id, user_id, uid, name, type)
     SELECT $1, u.id, coalesce(u.im_uid, 'u' || u.id), u.name, CASE WHEN u.authority = 'technician' THEN $3 ELSE 'staff' END FROM users u WHERE u.id = $2`,
    [sysChannelId, userId, ENGINEER_MEMBER_TYPE],
  );
}

/** The id of an on-the-job, not deleted staff member by imUid, other than `userId`. */
export const staffPeerId = async (db: Queryable, peerUid: string, userId: number): Promise<number | null> => {
  const peer = await queryOne<{ id: number }>(
    db,
    `SELECT id FROM users WHERE coalesce(im_uid, 'u' || id) = $1 AND status = 'onTheJob' AND NOT is_delete AND authority <> 'customer' AND id <> $2`,
    [peerUid, userId],
  );
  return peer ? Number(peer.id) : null;
};

/** Inserts the 1:1 channel of users `a` and `b` (named after both) unless it exists; true when inserted. */
export async function insertDirectChannel(
  db: Queryable,
  channelId: string,
  ownerId: number,
  a: number,
  b: number,
): Promise<boolean> {
  const inserted = await queryOne<{ id: number }>(
    db,
    `INSERT INTO chat_channels (channel_id, type, owner, name)
     SELECT $1, 'chat', $2, (SELECT string_agg(name, '、' ORDER BY id) FROM users WHERE id IN ($3, $4))
     ON CONFLICT (channel_id) DO NOTHING RETURNING id`,
    [channelId, ownerId, a, b],
  );
  return inserted !== null;
}

/** A channel's id by its channel id. */
export async function channelIdOf(db: Queryable, channelId: string): Promise<number> {
  const channel = await queryOne<{ id: number }>(db, 'SELECT id FROM chat_channels WHERE channel_id = $1', [
    channelId,
  ]);
  return Number(channel!.id);
}
