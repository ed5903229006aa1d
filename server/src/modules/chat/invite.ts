import type { Queryable } from '../../db/database';
import type { ImEvent } from './im-event';
import { inAudience } from '../orders/order-audience';
import { channelEvent, postSystemMessage } from '../order-flow/chat-group';
import { chatBadRequest } from './chat-failure';
import { requireMember } from './membership';
import { addCreatorMember, addStaffMembers, channelIdOf, insertDirectChannel, insertFreeGroup, onTheJobStaffByUid, staffPeerId } from './group-repository';
import type { StaffByUid } from './group-repository';

type Invitee = Omit<StaffByUid, 'member'>;

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
  const found = await onTheJobStaffByUid(tx, uids, sysChannelId);
  const candidates = found.filter((u) => !(options.skipMembers && u.member));
  const expected = options.skipMembers ? uids.length - found.filter((u) => u.member).length : uids.length;
  if (candidates.some((u) => u.member) || candidates.length !== expected) throw chatBadRequest('chatInviteInvalid');
  const ids = candidates.map((u) => Number(u.id));
  if (member.serviceId !== null) {
    const allowed = new Set(await inAudience(tx, member.serviceId, ids));
    if (candidates.some((u) => !allowed.has(Number(u.id)))) throw chatBadRequest('chatInviteInvalid');
  }
  if (candidates.length === 0) return { added: [], events: [] };
  await addStaffMembers(tx, sysChannelId, ids);
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
  const id = await insertFreeGroup(tx, creator.id, name);
  await addCreatorMember(tx, id, creator.id);
  return id;
}

/** The 1:1 chat of two staff members (one row per pair), created when missing. */
export async function ensureDirectChat(tx: Queryable, userId: number, peerUid: string): Promise<{ id: number; peerId: number; created: boolean }> {
  const peerId = await staffPeerId(tx, peerUid, userId);
  if (peerId === null) throw chatBadRequest('chatUserMissing');
  const [a, b] = [userId, peerId].sort((x, y) => x - y);
  const created = await insertDirectChannel(tx, `chat_${a}_${b}`, userId, a, b);
  const id = await channelIdOf(tx, `chat_${a}_${b}`);
  await addStaffMembers(tx, id, [a, b]);
  return { id, peerId, created };
}
