import type { ChatGroupImage, ChatHistoryBody, ChatReadStatus, ChatSysUser } from '@portal/contract';
import type { Queryable } from '../../db/database';
import { queryOne } from '../../db/database';
import type { AuthUser } from '../users/auth-user';
import { messagePage, recordIdOfMessage } from './message-repository';
import { param } from '../../lib/query-sql';

/** One page of a channel's history, newest first, narrowed by sender, chat type and `beforeId`. */
export async function historyPage(db: Queryable, channelId: number, query: ChatHistoryBody) {
  const { current, size, fromUserId, chatType, beforeId } = query;
  const params: unknown[] = [channelId];
  const clauses = ['r.channel_id = $1'];
  if (fromUserId !== undefined) clauses.push(`r.from_user_id = ${param(params, fromUserId)}`);
  if (chatType !== undefined) clauses.push(`r.chat_type = ${param(params, chatType)}`);
  if (beforeId !== undefined) clauses.push(`r.id < ${param(params, beforeId)}`);
  return messagePage(db, clauses.join(' AND '), params, current, size);
}

/** Each member's read status of one message (those who were in the channel when it was sent, but its sender); null when no such message. */
export async function readStatus(
  db: Queryable,
  sysChannelId: number,
  msgId: string,
): Promise<ChatReadStatus[] | null> {
  const record = await recordIdOfMessage(db, sysChannelId, msgId);
  if (!record) return null;
  return db.query<ChatReadStatus>(
    `SELECT m.uid, m.name, u.avatar, m.type, CASE WHEN coalesce(m.last_read_record_id, 0) >= r.id THEN 'read' ELSE 'unRead' END AS status
       FROM chat_records r JOIN chat_members m ON m.channel_id = r.channel_id JOIN users u ON u.id = m.user_id
      WHERE r.id = $1 AND m.user_id IS DISTINCT FROM r.from_user_id AND m.joined_at <= r.create_time ORDER BY m.id`,
    [record.id],
  );
}

/** A user by imUid: staff look anyone up; a customer only the people it shares a chat with (and itself). */
export async function sysUser(db: Queryable, viewer: AuthUser, imUid: string): Promise<ChatSysUser | null> {
  const row = await queryOne<ChatSysUser>(
    db,
    `SELECT u.id, coalesce(u.im_uid, 'u' || u.id) AS "imUid", u.name, u.avatar, u.authority FROM users u
      WHERE coalesce(u.im_uid, 'u' || u.id) = $1 AND NOT u.is_delete
        AND ($3 OR u.id = $2 OR EXISTS (
          SELECT 1 FROM chat_members a JOIN chat_members b ON b.channel_id = a.channel_id JOIN chat_channels c ON c.id = a.channel_id
           WHERE a.user_id = $2 AND b.user_id = u.id AND NOT c.deleted))`,
    [imUid, viewer.id, viewer.authority === 'manager'],
  );
  return row && { ...row, id: Number(row.id) };
}

/** The user's imUid (its own, or `u<id>`). */
export const imUidOf = (db: Queryable, userId: number) =>
  queryOne<{ imUid: string }>(db, `SELECT coalesce(im_uid, 'u' || id) AS "imUid" FROM users WHERE id = $1`, [
    userId,
  ]);

/** The latest 500 images sent in a channel, newest first. */
export async function groupImages(db: Queryable, channelId: number): Promise<ChatGroupImage[]> {
  const rows = await db.query<ChatGroupImage>(
    `SELECT r.id, r.msg_id AS "msgId", r.msg_content AS url, r.ext->>'fileName' AS "fileName", u.name AS "fromName",
            to_char(r.create_time, 'YYYY-MM-DD HH24:MI:SS') AS "createTime", r.time
       FROM chat_records r LEFT JOIN users u ON u.id = r.from_user_id
      WHERE r.channel_id = $1 AND r.msg_type = 'img' ORDER BY r.id DESC LIMIT 500`,
    [channelId],
  );
  return rows.map((r) => ({ ...r, id: Number(r.id), time: Number(r.time) }));
}
