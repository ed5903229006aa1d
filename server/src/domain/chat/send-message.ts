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
  const again = await byClientId(db, userId, payload.clientId);
  if (again) {
    if (again.sysChannelId !== payload.sysChannelId) throw chatBadRequest();
    return { message: again, fresh: false, unreadRaised: [] };
  }
  const stored = await db.transaction(async (tx) => {
    // The channel's row lock first: a channel's records get their ids in the order they commit, so
    // members receive them (and `sync` answers them) in id order.
    await tx.query('UPDATE chat_channels SET updated_at = now() WHERE id = $1', [payload.sysChannelId]);
    const member = await requireMember(tx, payload.sysChannelId, userId);
    const members = await tx.query<{ uid: string; userId: number }>(
      'SELECT uid, user_id AS "userId" FROM chat_members WHERE channel_id = $1 AND user_id <> $2 ORDER BY id',
      [member.sysChannelId, userId],
    );
    const others = new Set(members.map((m) => m.uid));
    const remind = [...new Set(payload.ext?.remind ?? [])].filter((uid) => others.has(uid));
    const isEngineer = member.memberType === ENGINEER_MEMBER_TYPE;
    const ext: ChatMessage['ext'] = { isEngineer };
    if (remind.length) ext.remind = remind;
    if (payload.msgType !== 'text') {
      if (payload.ext?.fileName) ext.fileName = payload.ext.fileName;
      if (payload.ext?.fileSize !== undefined) ext.fileSize = payload.ext.fileSize;
    }
    const toUserId = member.chatType === 'chat' ? (members[0]?.uid ?? member.chatId) : member.chatId;
    const row = await queryOne<{ id: number }>(
      tx,
      `INSERT INTO chat_records (msg_id, client_id, channel_id, group_id, from_user_id, to_user_id, msg_type, msg_content, chat_type, ext, time)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10::jsonb, $11)
       ON CONFLICT (from_user_id, client_id) WHERE client_id IS NOT NULL DO NOTHING RETURNING id`,
      [randomUUID(), payload.clientId, member.sysChannelId, member.chatId, userId, toUserId, payload.msgType, content, member.chatType, JSON.stringify(ext), Date.now()],
    );
    if (!row) return null;
    const id = Number(row.id);
    const raised = await tx.query<{ userId: number }>(
      `UPDATE chat_members SET unread_num = unread_num + 1
        WHERE channel_id = $1 AND user_id <> $2 AND ($3::boolean OR uid = ANY($4::text[])) RETURNING user_id AS "userId"`,
      [member.sysChannelId, userId, isEngineer, remind],
    );
    // The sender has read everything up to its own message.
    await tx.query(
      'UPDATE chat_members SET last_read_record_id = greatest(coalesce(last_read_record_id, 0), $3) WHERE channel_id = $1 AND user_id = $2',
      [member.sysChannelId, userId, id],
    );
    const [message] = await loadMessages(tx, 'r.id = $1', [id]);
    return { message: message!, fresh: true, unreadRaised: raised.map((r) => Number(r.userId)) };
  });
  if (stored) return stored;
  // Another send with the same client id committed first.
  const winner = await byClientId(db, userId, payload.clientId);
  if (!winner) throw chatBadRequest();
  return { message: winner, fresh: false, unreadRaised: [] };
}
