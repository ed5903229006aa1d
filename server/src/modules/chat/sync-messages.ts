import { CHAT_SYNC_LIMIT, type ChatMessage } from '@portal/shared/contract';
import type { Queryable } from '../../db/database';
import { MEMBER_MAY_SEE, loadMessages } from './chat-message';

/** The messages of all the user's channels with a record id above `afterId`, oldest first, at most CHAT_SYNC_LIMIT. */
export async function syncMessages(db: Queryable, userId: number, afterId: number): Promise<{ messages: ChatMessage[]; more: boolean }> {
  const rows = await loadMessages(
    db,
    `r.id > $2 AND r.channel_id IN (
       SELECT c.id FROM chat_members m JOIN chat_channels c ON c.id = m.channel_id JOIN users mu ON mu.id = m.user_id
        WHERE m.user_id = $1 AND ${MEMBER_MAY_SEE})`,
    [userId, afterId],
    `ORDER BY r.id LIMIT ${CHAT_SYNC_LIMIT + 1}`,
  );
  return { messages: rows.slice(0, CHAT_SYNC_LIMIT), more: rows.length > CHAT_SYNC_LIMIT };
}
