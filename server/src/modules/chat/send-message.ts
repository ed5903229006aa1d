import { randomUUID } from 'node:crypto';
import { CHAT_FILE_MAX_BYTES, ChatErrorCode, type ChatMessage, type ChatSendPayload } from '@portal/contract';
import type { Database } from '../../db/database';
import { storedLink } from '../files/stored-link';
import { canReadFile } from '../files/file-access';
import { fileByUrl, fileReaderById } from '../files/file-repository';
import { ChatFailure, chatBadRequest } from './chat-failure';
import { requireMember } from './membership';
import { storeMessage } from './send-batch';
import {
  releaseClientId,
  storeOneMessage,
  type StoreRequest,
  type StoredRow,
} from './message-store-repository';
import { messageByClientId } from './message-repository';

export interface SentMessage {
  message: ChatMessage;
  /** False when the client id was already stored (a retried send): nothing new to deliver. */
  fresh: boolean;
  /** Members whose unread count rose (the unread rule held for them). */
  unreadRaised: number[];
}

const tooLarge = () => new ChatFailure(ChatErrorCode.fileTooLarge, 'chatFileTooLarge');

/** How long a sender's clientId names its message (the same 24 hours as an HTTP Idempotency-Key). */
export const CLIENT_ID_KEEP_MS = 24 * 60 * 60 * 1000;

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
    const file = await fileByUrl(db, link);
    if (!file) throw chatBadRequest('chatFileInvalid');
    if (Number(file.size) > CHAT_FILE_MAX_BYTES) throw tooLarge();
    // Members may read what is sent to them: only a file the sender may read can be sent.
    const sender = await fileReaderById(db, userId);
    if (!sender || !(await canReadFile(db, sender, { id: Number(file.id), uploaderId: file.uploaderId })))
      throw chatBadRequest('chatFileInvalid');
  }
  return link;
}

/**
 * Stores a member's message (then the caller acknowledges and delivers it). The unread rule of SPEC
 * section 4: a member's unread count rises when the member is reminded or the sender is the engineer.
 * A client id the sender used in the last 24 hours returns that message unchanged (`fresh: false`)
 * when the channel, type and content are the same, and is refused otherwise; an older one is freed
 * and names this new message.
 */
export async function sendMessage(
  db: Database,
  userId: number,
  payload: ChatSendPayload,
  retried = false,
): Promise<SentMessage> {
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
    row = await storeOneMessage(db, request);
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
  const again = await messageByClientId(db, userId, payload.clientId);
  if (!again) throw chatBadRequest();
  if (
    !retried &&
    again.time < Date.now() - CLIENT_ID_KEEP_MS &&
    (await releaseClientId(db, userId, payload.clientId, Date.now() - CLIENT_ID_KEEP_MS))
  ) {
    return sendMessage(db, userId, payload, true);
  }
  if (
    again.sysChannelId !== payload.sysChannelId ||
    again.msgType !== payload.msgType ||
    again.msgContent !== content
  ) {
    throw chatBadRequest('chatClientIdReused');
  }
  return { message: again, fresh: false, unreadRaised: [] };
}
