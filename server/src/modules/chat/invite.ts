import type { Queryable } from '../../db/database';
import type { ImEvent } from './im-event';
import { channelEvent, membersEvent, postSystemMessage } from './order-group';
import { channelMembers } from './channel-view';
import { chatBadRequest } from './chat-failure';
import { requireMember } from './membership';
import {
  addCreatorMember,
  addStaffMembers,
  channelIdOf,
  insertDirectChannel,
  insertFreeGroup,
  staffByUid,
  staffPeerId,
} from './group-repository';
import type { StaffByUid } from './group-repository';

type Invitee = Omit<StaffByUid, 'member' | 'invitable'>;

/**
 * Adds staff (by imUid) to a group chat the inviter is in, under the one rule the invitation list
 * uses too (`invitableCondition`, SPEC section 6). Any uid outside it refuses the whole invitation;
 * `skipMembers` leaves current members out silently instead. Returns the events to publish after
 * commit: the new members join the room, everyone sees the system message and the new member list.
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
  const found = await staffByUid(tx, uids, sysChannelId);
  const asked = found.filter((u) => !(options.skipMembers && u.member));
  const expected = options.skipMembers ? uids.length - found.filter((u) => u.member).length : uids.length;
  if (asked.length !== expected || asked.some((u) => !u.invitable)) throw chatBadRequest('chatInviteInvalid');
  if (asked.length === 0) return { added: [], events: [] };
  const ids = asked.map((u) => Number(u.id));
  await addStaffMembers(tx, sysChannelId, ids);
  const names = asked.map((u) => u.name);
  const { event } = await postSystemMessage(
    tx,
    { id: sysChannelId, channelId: member.chatId, serviceId: member.serviceId },
    `${inviter.name} 邀请 ${names.join('、')} 加入群聊`,
    inviter.id,
    { kind: 'groupInvite', operatorName: inviter.name, names, uids: asked.map((u) => u.uid) },
  );
  const members = (await channelMembers(tx, [sysChannelId])).get(sysChannelId) ?? [];
  return {
    added: asked.map(({ id, uid, name, authority }) => ({ id: Number(id), uid, name, authority })),
    events: [channelEvent(sysChannelId, 'joined', ids), event, membersEvent(sysChannelId, members)],
  };
}

/** A group chat that belongs to no order: the creator and the invited staff are members. */
export async function createFreeGroup(
  tx: Queryable,
  creator: { id: number; name: string },
  name: string,
): Promise<number> {
  const id = await insertFreeGroup(tx, creator.id, name);
  await addCreatorMember(tx, id, creator.id);
  return id;
}

/** The 1:1 chat of two staff members (one row per pair), created when missing. */
export async function ensureDirectChat(
  tx: Queryable,
  userId: number,
  peerUid: string,
): Promise<{ id: number; peerId: number; created: boolean }> {
  const peerId = await staffPeerId(tx, peerUid, userId);
  if (peerId === null) throw chatBadRequest('chatUserMissing');
  const [a, b] = [userId, peerId].sort((x, y) => x - y);
  const created = await insertDirectChannel(tx, `chat_${a}_${b}`, userId, a, b);
  const id = await channelIdOf(tx, `chat_${a}_${b}`);
  await addStaffMembers(tx, id, [a, b]);
  return { id, peerId, created };
}
