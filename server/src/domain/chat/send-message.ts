import { randomUUID } from 'node:crypto';
import { CHAT_FILE_MAX_BYTES, ChatErrorCode, type ChatMessage, type ChatSendPayload } from '@portal/shared/contract';
import type { Database } from '../../db/database';
import { queryOne } from '../../db/database';
import { storedLink } from '../stored-link';
import { canReadFile, type FileReader } from '../file-access';
import { ENGINEER_MEMBER_TYPE } from '../order-flow/chat-group';
import { ChatFailure, chatBadRequest } from './chat-failure';
import { loadMessages } from './chat-message';
import { requireMember } from './membership';

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

/**
 * Stores a member's message (then the caller acknowledges and delivers it). The unread rule of SPEC
 * section 4: a member's unread count rises when the member is reminded or the sender is the engineer.
 * A client id already stored for the sender returns that message unchanged.
 */
export async function sendMessage(db: Database, userId: number, payload: ChatSendPayload): Promise<SentMessage> {
  const content = await checkedContent(db, userId, payload);
  const stored = await db.transaction(async (tx): Promise<SentMessage | null> => {
    // The channel's row lock first: a channel's records get their ids in the order they commit, so
    // members receive them (and `sync` answers them) in id order.
    const member = await requireMember(tx, payload.sysChannelId, userId, { lock: true });
    const others = new Set(member.others);
    const remind = [...new Set(payload.ext?.remind ?? [])].filter((uid) => others.has(uid));
    const isEngineer = member.memberType === ENGINEER_MEMBER_TYPE;
    const ext: ChatMessage['ext'] = { isEngineer };
    if (remind.length) ext.remind = remind;
    if (payload.msgType !== 'text') {
      if (payload.ext?.fileName) ext.fileName = payload.ext.fileName;
      if (payload.ext?.fileSize !== undefined) ext.fileSize = payload.ext.fileSize;
    }
    const toUserId = member.chatType === 'chat' ? (member.others[0] ?? member.chatId) : member.chatId;
    const msgId = randomUUID();
    const time = Date.now();
    // One statement: the record; the unread counts the rule raises; the sender's own read mark; the channel's activity time.
    const row = await queryOne<{ id: number; createTime: string; raised: number[] | null }>(
      tx,
      `WITH r AS (
         INSERT INTO chat_records (msg_id, client_id, channel_id, group_id, from_user_id, to_user_id, msg_type, msg_content, chat_type, ext, time)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10::jsonb, $11)
         ON CONFLICT (from_user_id, client_id) WHERE client_id IS NOT NULL DO NOTHING
         RETURNING id, to_char(create_time, 'YYYY-MM-DD HH24:MI:SS') AS "createTime"),
       u AS (
         UPDATE chat_members m
            SET unread_num = m.unread_num + CASE WHEN m.user_id = $5 THEN 0 ELSE 1 END,
                last_read_record_id = CASE WHEN m.user_id = $5 THEN greatest(coalesce(m.last_read_record_id, 0), r.id) ELSE m.last_read_record_id END
           FROM r WHERE m.channel_id = $3 AND (m.user_id = $5 OR $12::boolean OR m.uid = ANY($13::text[]))
         RETURNING m.user_id),
       c AS (UPDATE chat_channels SET updated_at = now() FROM r WHERE chat_channels.id = $3 RETURNING chat_channels.id)
       SELECT r.id, r."createTime", (SELECT array_agg(u.user_id) FROM u WHERE u.user_id <> $5) AS raised FROM r`,
      [msgId, payload.clientId, member.sysChannelId, member.chatId, userId, toUserId, payload.msgType, content, member.chatType, JSON.stringify(ext), time, isEngineer, remind],
    );
    if (!row) return null;
    const message: ChatMessage = {
      id: Number(row.id),
      msgId,
      clientId: payload.clientId,
      msgType: payload.msgType,
      fromUserId: userId,
      fromImUid: member.uid,
      fromName: member.name,
      groupId: member.chatId,
      toUserId,
      msgContent: content,
      chatType: member.chatType,
      createTime: row.createTime,
      time,
      sysChannelId: member.sysChannelId,
      serviceId: member.serviceId,
      ext,
      // Nobody else has read a message that was just stored.
      unreadCount: member.others.length,
    };
    return { message, fresh: true, unreadRaised: (row.raised ?? []).map(Number) };
  });
  if (stored) return stored;
  // The client id is already stored (a retried send): that message, unchanged.
  const again = await byClientId(db, userId, payload.clientId);
  if (!again || again.sysChannelId !== payload.sysChannelId) throw chatBadRequest();
  return { message: again, fresh: false, unreadRaised: [] };
}
