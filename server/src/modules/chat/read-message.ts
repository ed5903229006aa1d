import type { Database } from '../../db/database';
import { ChatFailure } from './chat-failure';
import { ChatErrorCode } from '@portal/contract';
import { othersMessagesBetween, recordIdOfMessage } from './message-repository';
import { requireMember } from './membership';
import { markChannelRead } from './read-state-repository';
import { unreadState } from './unread-state';

export interface ReadOutcome {
  sysChannelId: number;
  imUid: string;
  msgId: string;
  /** The new unread count of each message whose count changed (at most the latest 200). */
  unreadCounts: Record<string, number>;
  unreadTotal: number;
  /** The version of `unreadTotal` (see unread-state). */
  unreadVersion: number;
}

/** A member read the channel up to and including `msgId`: its unread count there is 0 again. */
export async function markRead(
  db: Database,
  userId: number,
  sysChannelId: number,
  msgId: string,
): Promise<ReadOutcome> {
  const { member, recordId } = await db.transaction(async (tx) => {
    const member = await requireMember(tx, sysChannelId, userId);
    const record = await recordIdOfMessage(tx, sysChannelId, msgId);
    if (!record) throw new ChatFailure(ChatErrorCode.badRequest, 'chatMessageMissing');
    await markChannelRead(tx, sysChannelId, userId, record.id);
    return { member, recordId: Number(record.id) };
  });
  const changed =
    recordId > member.lastReadRecordId
      ? await othersMessagesBetween(db, sysChannelId, member.lastReadRecordId, recordId, userId)
      : [];
  const unread = await unreadState(db, userId);
  return {
    sysChannelId,
    imUid: member.uid,
    msgId,
    unreadCounts: Object.fromEntries(changed.map((m) => [m.msgId, m.unreadCount])),
    unreadTotal: unread.total,
    unreadVersion: unread.version,
  };
}
