import type { ChatMessage } from '@portal/contract';
import type { Queryable } from '../../db/database';
import { queryOne } from '../../db/database';
import { MEMBER_MAY_SEE } from '../order-core/channel-audience-sql';
import { toChatMessage, type MessageRow } from './chat-message';
import { pageOf } from '../../lib/query-sql';

/**
 * Selects records as ChatMessage rows (alias `r` for chat_records). The unread count of a message is
 * the number of other members who were in the channel when it was sent and have not read up to it.
 */
const MESSAGE_COLUMNS = `r.id, r.msg_id AS "msgId", r.client_id AS "clientId", r.msg_type AS "msgType",
  r.from_user_id AS "fromUserId", CASE WHEN fu.id IS NULL THEN NULL ELSE coalesce(fu.im_uid, 'u' || fu.id) END AS "fromImUid",
  fu.name AS "fromName", r.group_id AS "groupId", r.to_user_id AS "toUserId", r.msg_content AS "msgContent",
  r.chat_type AS "chatType", to_char(r.create_time, 'YYYY-MM-DD HH24:MI:SS') AS "createTime", r.time,
  r.channel_id AS "sysChannelId", rc.service_id AS "serviceId", r.ext,
  CASE WHEN r.msg_type = 'system' THEN 0 ELSE (SELECT count(*) FROM chat_members rm
    WHERE rm.channel_id = r.channel_id AND rm.user_id IS DISTINCT FROM r.from_user_id
      AND coalesce(rm.last_read_record_id, 0) < r.id AND rm.joined_at <= r.create_time) END::int AS "unreadCount"`;

const MESSAGE_FROM = `chat_records r JOIN chat_channels rc ON rc.id = r.channel_id LEFT JOIN users fu ON fu.id = r.from_user_id`;

/** The records matching `where` (over alias `r`), as ChatMessage, in the order `tail` gives. */
export async function loadMessages(
  db: Queryable,
  where: string,
  params: unknown[],
  tail = 'ORDER BY r.id',
): Promise<ChatMessage[]> {
  const rows = await db.query<MessageRow>(
    `SELECT ${MESSAGE_COLUMNS} FROM ${MESSAGE_FROM} WHERE ${where} ${tail}`,
    params,
  );
  return rows.map(toChatMessage);
}

/** How many records match `where` (over alias `r`), and one page of them as ChatMessage, newest first. */
export async function messagePage(
  db: Queryable,
  where: string,
  params: unknown[],
  current: number,
  size: number,
) {
  const page = {
    count: `chat_records r WHERE ${where}`,
    select: `${MESSAGE_COLUMNS} FROM ${MESSAGE_FROM} WHERE ${where}`,
    orderBy: 'r.id DESC',
  };
  const { total, records } = await pageOf<MessageRow>(db, page, params, current, size);
  return { total, records: records.map(toChatMessage) };
}

/** The latest message of each of the channels (those that have one). */
export const lastMessagesOf = (db: Queryable, channelIds: number[]) =>
  loadMessages(
    db,
    'r.id IN (SELECT max(id) FROM chat_records WHERE channel_id = ANY($1::bigint[]) GROUP BY channel_id)',
    [channelIds],
  );

/** The message the user sent with this client id, if stored. */
export const messageByClientId = async (
  db: Queryable,
  userId: number,
  clientId: string,
): Promise<ChatMessage | null> =>
  (await loadMessages(db, 'r.from_user_id = $1 AND r.client_id = $2', [userId, clientId]))[0] ?? null;

/** The record id of a channel's message by its msgId. */
export const recordIdOfMessage = (db: Queryable, sysChannelId: number, msgId: string) =>
  queryOne<{ id: number }>(db, 'SELECT id FROM chat_records WHERE channel_id = $1 AND msg_id = $2', [
    sysChannelId,
    msgId,
  ]);

/** The channel's messages of others than `readerId` (no system messages) after `afterId` up to `upToId`, newest first, at most 200. */
export const othersMessagesBetween = (
  db: Queryable,
  sysChannelId: number,
  afterId: number,
  upToId: number,
  readerId: number,
) =>
  loadMessages(
    db,
    `r.channel_id = $1 AND r.id > $2 AND r.id <= $3 AND r.msg_type <> 'system' AND r.from_user_id IS DISTINCT FROM $4`,
    [sysChannelId, afterId, upToId, readerId],
    'ORDER BY r.id DESC LIMIT 200',
  );

/** The messages of all the user's visible channels with a record id above `afterId`, oldest first, at most `limit`. */
export const messagesAfter = (db: Queryable, userId: number, afterId: number, limit: number) =>
  loadMessages(
    db,
    `r.id > $2 AND r.channel_id IN (
       SELECT c.id FROM chat_members m JOIN chat_channels c ON c.id = m.channel_id JOIN users mu ON mu.id = m.user_id
        WHERE m.user_id = $1 AND ${MEMBER_MAY_SEE})`,
    [userId, afterId],
    `ORDER BY r.id LIMIT ${limit}`,
  );
