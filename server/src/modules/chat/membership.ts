import type { Queryable } from '../../db/database';
import { groupMissing, notInGroup } from './chat-failure';
import { channelMemberRow } from './membership-repository';

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
export async function requireMember(
  db: Queryable,
  sysChannelId: number,
  userId: number,
  options: { lock?: boolean } = {},
): Promise<Membership> {
  const row = await channelMemberRow(db, sysChannelId, userId, options.lock ?? false);
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
