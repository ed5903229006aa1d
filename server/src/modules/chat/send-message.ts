import { randomUUID } from 'node:crypto';
import { CHAT_FILE_MAX_BYTES, ChatErrorCode, type ChatMessage, type ChatSendPayload } from '@portal/shared/contract';
import type { Database } from '../../db/database';
import { queryOne } from '../../db/database';
import { storedLink } from '../files/stored-link';
import { canReadFile, type FileReader } from '../files/file-access';
import { ENGINEER_MEMBER_TYPE } from '../order-flow/chat-group';
import { ChatFailure, chatBadRequest } from './chat-failure';
import { MEMBER_MAY_SEE, loadMessages } from './chat-message';
import { requireMember } from './membership';
import { storeMessage, type StoreRequest, type StoredRow } from './send-batch';

export interface SentMessage {
  message: ChatMessage;
  /** False when the client id was already stored (a retried send): nothing new to deliver. */
  fresh: boolean;
  /** Members whose unread count rose (the unread rule held for them). */
  unreadRaised: number[];
}

const tooLarge = () => new ChatFailure(ChatErrorCode.fileTooLarge, 'chatFileTooLarge');

/** The content as stored: trimmed text, or a link to a file of at most 10M. */
async function checkedContent(db: Database, userId: number, payload: ChatSendPayload): Promise<string> {
  const content = payload.msgContent.trim();
  if (payload.msgType === 'text') {
    if (!content) throw chatBadRequest('chatTextBlank');
    return content;
  }
  if ((payload.ext?.fileSize ?? 0) > CHAT_FILE_MAX_BYTES) throw tooLarge();
  const link = storedLink(content);
  if (!link) throw chatBadRequest('chatFileInvalid');
  if (link.startsWith('/')) {
    const file = await queryOne<{ id: number; size: number; uploaderId: number | null }>(
      db,
      'SELECT id, size, uploader_id AS "uploaderId" FROM files WHERE url = $1',
      [link],
    );
    if (!file) throw chatBadRequest('chatFileInvalid');
    if (Number(file.size) > CHAT_FILE_MAX_BYTES) throw tooLarge();
    // Members may read what is sent to them: only a file the sender may read can be sent.
    const sender = await queryOne<FileReader>(db, 'SELECT id, authority, customer_id AS "customerId" FROM users WHERE id = $1', [userId]);
    if (!sender || !(await canReadFile(db, sender, { id: Number(file.id), uploaderId: file.uploaderId }))) throw chatBadRequest('chatFileInvalid');
  }
  return link;
}

async function byClientId(db: Database, userId: number, clientId: string): Promise<ChatMessage | null> {
  return (await loadMessages(db, 'r.from_user_id = $1 AND r.client_id = $2', [userId, clientId]))[0] ?? null;
}

/** One message by itself: when its batch failed as a whole. */
function storeOne(db: Database, r: StoreRequest): Promise<StoredRow | null> {
  /*
   * One statement, so one round trip and atomic without a transaction: the channel's row lock first
   * (a channel's records then get their ids in the order they commit, so members receive them and
   * `sync` answers them in id order); the sender must be a member who may see the channel; then the
   * record, the unread counts the rule raises, the sender's own read mark and the channel's activity.
   */
  return queryOne<StoredRow>(
    db,
    `WITH ch AS (SELECT c.id, c.channel_id, c.type, c.service_id, c.deleted FROM chat_channels c WHERE c.id = $3 AND NOT c.deleted FOR UPDATE),
     me AS (SELECT m.uid, mu.name, m.type FROM ch c JOIN chat_members m ON m.channel_id = c.id AND m.user_id = $4 JOIN users mu ON mu.id = m.user_id
             WHERE ${MEMBER_MAY_SEE}),
     others AS (SELECT x.id, x.uid FROM chat_members x WHERE x.channel_id = $3 AND x.user_id <> $4 AND EXISTS (SELECT 1 FROM me)),
     calc AS (
       SELECT ch.channel_id, ch.type, ch.service_id, me.uid, me.name, me.type = $9 AS is_engineer,
              ARRAY(SELECT DISTINCT o.uid FROM others o WHERE o.uid = ANY($10::text[]) ORDER BY o.uid) AS remind,
              CASE WHEN ch.type = 'chat' THEN coalesce((SELECT o.uid FROM others o ORDER BY o.id LIMIT 1), ch.channel_id) ELSE ch.channel_id END AS to_user,
              (SELECT count(*) FROM others)::int AS others
         FROM ch, me),
     r AS (
       INSERT INTO chat_records (msg_id, client_id, channel_id, group_id, from_user_id, to_user_id, msg_type, msg_content, chat_type, ext, time)
       SELECT $1, $2, $3, calc.channel_id, $4, calc.to_user, $5, $6, calc.type,
              $7::jsonb || jsonb_build_object('isEngineer', calc.is_engineer)
                || CASE WHEN cardinality(calc.remind) > 0 THEN jsonb_build_object('remind', to_jsonb(calc.remind)) ELSE '{}'::jsonb END,
              $8
         FROM calc
       ON CONFLICT (from_user_id, client_id) WHERE client_id IS NOT NULL DO NOTHING
       RETURNING id, ext, to_char(create_time, 'YYYY-MM-DD HH24:MI:SS') AS "createTime"),
     u AS (
       UPDATE chat_members m
          SET unread_num = m.unread_num + CASE WHEN m.user_id = $4 THEN 0 ELSE 1 END,
              unread_changes = m.unread_changes + CASE WHEN m.user_id = $4 THEN 0 ELSE 1 END,
              last_read_record_id = CASE WHEN m.user_id = $4 THEN greatest(coalesce(m.last_read_record_id, 0), r.id) ELSE m.last_read_record_id END
         FROM r, calc WHERE m.channel_id = $3 AND (m.user_id = $4 OR calc.is_engineer OR m.uid = ANY(calc.remind))
       RETURNING m.user_id),
     touched AS (UPDATE chat_channels SET updated_at = now() FROM r WHERE chat_channels.id = $3 RETURNING chat_channels.id)
     SELECT calc.channel_id AS "chatId", calc.type AS "chatType", calc.service_id AS "serviceId", calc.uid, calc.name,
            calc.to_user AS "toUserId", calc.others, r.id, r."createTime", r.ext,
            (SELECT array_agg(u.user_id) FROM u WHERE u.user_id <> $4) AS raised
       FROM calc LEFT JOIN r ON true`,
    [r.msgId, r.clientId, r.sysChannelId, r.userId, r.msgType, r.content, r.ext, r.time, ENGINEER_MEMBER_TYPE, r.remind],
  );
}

/**
 * Stores a member's message (then the caller acknowledges and delivers it). The unread rule of SPEC
 * section 4: a member's unread count rises when the member is reminded or the sender is the engineer.
 * A client id already stored for the sender returns that message unchanged.
 */
export async function sendMessage(db: Database, userId: number, payload: ChatSendPayload): Promise<SentMessage> {
  const content = await checkedContent(db, userId, payload);
  const ext: ChatMessage['ext'] = {};
  if (payload.msgType !== 'text') {
    if (payload.ext?.fileName) ext.fileName = payload.ext.fileName;
    if (payload.ext?.fileSize !== undefined) ext.fileSize = payload.ext.fileSize;
  }
  const request: StoreRequest = {
    msgId: randomUUID(),
    clientId: payload.clientId,
    sysChannelId: payload.sysChannelId,
    userId,
    msgType: payload.msgType,
    content,
    ext: JSON.stringify(ext),
    time: Date.now(),
    remind: payload.ext?.remind ?? [],
  };
  const { msgId, time } = request;
  let row: StoredRow | null;
  try {
    row = await storeMessage(db, request);
  } catch {
    // The batch failed as a whole (and stored nothing): this message alone, so one cannot fail the others.
    row = await storeOne(db, request);
  }
  if (row?.id) {
    const message: ChatMessage = {
      id: Number(row.id),
      msgId,
      clientId: payload.clientId,
      msgType: payload.msgType,
      fromUserId: userId,
      fromImUid: row.uid,
      fromName: row.name,
      groupId: row.chatId,
      toUserId: row.toUserId,
      msgContent: content,
      chatType: row.chatType,
      createTime: row.createTime!,
      time,
      sysChannelId: payload.sysChannelId,
      serviceId: row.serviceId === null ? null : Number(row.serviceId),
      ext: (typeof row.ext === 'string' ? JSON.parse(row.ext) : row.ext) as ChatMessage['ext'],
      // Nobody else has read a message that was just stored.
      unreadCount: Number(row.others),
    };
    return { message, fresh: true, unreadRaised: (row.raised ?? []).map(Number) };
  }
  // Not stored: not a member who may send here (605 / 602), or the client id is already stored (a retried send).
  if (!row) await requireMember(db, payload.sysChannelId, userId);
  const again = await byClientId(db, userId, payload.clientId);
  if (!again || again.sysChannelId !== payload.sysChannelId) throw chatBadRequest();
  return { message: again, fresh: false, unreadRaised: [] };
}
