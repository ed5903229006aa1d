import type { Queryable } from '../../db/database';
import { queryOne } from '../../db/database';
import type { ImEvent } from './im-event';
import { inAudience } from '../orders/order-audience';
import { ENGINEER_MEMBER_TYPE, channelEvent, postSystemMessage } from '../order-flow/chat-group';
import { chatBadRequest } from './chat-failure';
import { requireMember } from './membership';

interface Invitee {
  id: number;
  uid: string;
  name: string;
  authority: string;
}

/**
 * Adds on-the-job staff (by imUid) to a group chat the inviter may see (SPEC section 6: only staff
 * with status onTheJob who are not in the group yet; for an order's group, only those who may see
 * the order). Any uid outside that set refuses the whole invitation; `skipMembers` leaves current
 * members out silently instead. Returns the events to publish after commit.
 */
export async function inviteToGroup(
  tx: Queryable,
  inviter: { id: number; name: string },
  sysChannelId: number,
  uidList: string[],
  options: { skipMembers?: boolean } = {},
): Promise<{ added: Invitee[]; events: ImEvent[] }> {
  const member = await requireMember(tx, sysChannelId, inviter.id);
  if (member.chatType !== 'groupchat') throw chatBadRequest('chatGroupChatOnly');
  const uids = [...new Set(uidList)];
  if (uids.length === 0) return { added: [], events: [] };
  const found = await tx.query<Invitee & { member: boolean }>(
    `SELECT u.id, coalesce(u.im_uid, 'u' || u.id) AS uid, u.name, u.authority,
            EXISTS (SELECT 1 FROM chat_members m WHERE m.channel_id = $2 AND m.user_id = u.id) AS member
       FROM users u
      WHERE coalesce(u.im_uid, 'u' || u.id) = ANY($1::text[]) AND u.status = 'onTheJob' AND NOT u.is_delete AND u.authority <> 'customer'`,
    [uids, sysChannelId],
  );
  const candidates = found.filter((u) => !(options.skipMembers && u.member));
  const expected = options.skipMembers ? uids.length - found.filter((u) => u.member).length : uids.length;
  if (candidates.some((u) => u.member) || candidates.length !== expected) throw chatBadRequest('chatInviteInvalid');
  if (member.serviceId !== null) {
    const allowed = new Set(await inAudience(tx, member.serviceId, candidates.map((u) => Number(u.id))));
    if (candidates.some((u) => !allowed.has(Number(u.id)))) throw chatBadRequest('chatInviteInvalid');
  }
  if (candidates.length === 0) return { added: [], events: [] };
  await tx.query(
    `INSERT INTO chat_members (channel_id, user_id, uid, name, type)
     SELECT $1, u.id, coalesce(u.im_uid, 'u' || u.id), u.name, CASE WHEN u.authority = 'technician' THEN $3 ELSE 'staff' END
       FROM users u WHERE u.id = ANY($2::int[])
     ON CONFLICT (channel_id, user_id) DO NOTHING`,
    [sysChannelId, candidates.map((u) => Number(u.id)), ENGINEER_MEMBER_TYPE],
  );
  const ids = candidates.map((u) => Number(u.id));
  const { event } = await postSystemMessage(
    tx,
    { id: sysChannelId, channelId: member.chatId, serviceId: member.serviceId },
    `${inviter.name} 邀请 ${candidates.map((u) => u.name).join('、')} 加入群聊`,
    inviter.id,
    { kind: 'groupInvite', uids: candidates.map((u) => u.uid) },
  );
  return { added: candidates.map((u) => ({ ...u, id: Number(u.id) })), events: [channelEvent(sysChannelId, 'joined', ids), event] };
}

/** A group chat that belongs to no order: the creator and the invited staff are members. */
export async function createFreeGroup(tx: Queryable, creator: { id: number; name: string }, name: string): Promise<number> {
  const row = await queryOne<{ id: number }>(
    tx,
    `INSERT INTO chat_channels (channel_id, type, owner, name) VALUES ('grp_' || md5(random()::text || clock_timestamp()::text), 'groupchat', $1, $2) RETURNING id`,
    [creator.id, name],
  );
  const id = Number(row!.id);
  await tx.query(
    `INSERT INTO chat_members (channel_id, user_id, uid, name, type)
     SELECT $1, u.id, coalesce(u.im_uid, 'u' || u.id), u.name, CASE WHEN u.authority = 'technician' THEN $3 ELSE 'staff' END FROM users u WHERE u.id = $2`,
    [id, creator.id, ENGINEER_MEMBER_TYPE],
  );
  return id;
}

/** The 1:1 chat of two staff members (one row per pair), created when missing. */
export async function ensureDirectChat(tx: Queryable, userId: number, peerUid: string): Promise<{ id: number; peerId: number; created: boolean }> {
  const peer = await queryOne<{ id: number }>(
    tx,
    `SELECT id FROM users WHERE coalesce(im_uid, 'u' || id) = $1 AND status = 'onTheJob' AND NOT is_delete AND authority <> 'customer' AND id <> $2`,
    [peerUid, userId],
  );
  if (!peer) throw chatBadRequest('chatUserMissing');
  const [a, b] = [userId, Number(peer.id)].sort((x, y) => x - y);
  const inserted = await queryOne<{ id: number }>(
    tx,
    `INSERT INTO chat_channels (channel_id, type, owner, name)
     SELECT $1, 'chat', $2, (SELECT string_agg(name, '、' ORDER BY id) FROM users WHERE id IN ($3, $4))
     ON CONFLICT (channel_id) DO NOTHING RETURNING id`,
    [`chat_${a}_${b}`, userId, a, b],
  );
  const channel = await queryOne<{ id: number }>(tx, 'SELECT id FROM chat_channels WHERE channel_id = $1', [`chat_${a}_${b}`]);
  const id = Number(channel!.id);
  await tx.query(
    `INSERT INTO chat_members (channel_id, user_id, uid, name, type)
     SELECT $1, u.id, coalesce(u.im_uid, 'u' || u.id), u.name, CASE WHEN u.authority = 'technician' THEN $3 ELSE 'staff' END
       FROM users u WHERE u.id = ANY($2::int[])
     ON CONFLICT (channel_id, user_id) DO NOTHING`,
    [id, [a, b], ENGINEER_MEMBER_TYPE],
  );
  return { id, peerId: Number(peer.id), created: inserted !== null };
}
