import type { Database } from '../../db/database';
import { queryOne } from '../../db/database';
import { ChatFailure } from './chat-failure';
import { ChatErrorCode } from '@portal/shared/contract';
import { loadMessages } from './chat-message';
import { requireMember } from './membership';
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
export async function markRead(db: Database, userId: number, sysChannelId: number, msgId: string): Promise<ReadOutcome> {
  const { member, recordId } = await db.transaction(async (tx) => {
    const member = await requireMember(tx, sysChannelId, userId);
    const record = await queryOne<{ id: number }>(tx, 'SELECT id FROM chat_records WHERE channel_id = $1 AND msg_id = $2', [sysChannelId, msgId]);
    if (!record) throw new ChatFailure(ChatErrorCode.badRequest, 'chatMessageMissing');
    await tx.query(
      `UPDATE chat_members SET unread_num = 0, unread_changes = unread_changes + 1, last_read_record_id = greatest(coalesce(last_read_record_id, 0), $3)
        WHERE channel_id = $1 AND user_id = $2`,
      [sysChannelId, userId, record.id],
    );
    return { member, recordId: Number(record.id) };
  });
  const changed =
    recordId > member.lastReadRecordId
      ? await loadMessages(
          db,
          `r.channel_id = $1 AND r.id > $2 AND r.id <= $3 AND r.msg_type <> 'system' AND r.from_user_id IS DISTINCT FROM $4`,
          [sysChannelId, member.lastReadRecordId, recordId, userId],
          'ORDER BY r.id DESC LIMIT 200',
        )
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
