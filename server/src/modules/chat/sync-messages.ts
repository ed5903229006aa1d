import { CHAT_SYNC_LIMIT, type ChatMessage } from '@portal/contract';
import type { Queryable } from '../../db/database';
import { messagesAfter } from './message-repository';

/** The messages of all the user's channels with a record id above `afterId`, oldest first, at most CHAT_SYNC_LIMIT. */
export async function syncMessages(
  db: Queryable,
  userId: number,
  afterId: number,
): Promise<{ messages: ChatMessage[]; more: boolean }> {
  const rows = await messagesAfter(db, userId, afterId, CHAT_SYNC_LIMIT + 1);
  return { messages: rows.slice(0, CHAT_SYNC_LIMIT), more: rows.length > CHAT_SYNC_LIMIT };
}
