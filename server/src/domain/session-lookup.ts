import type { Queryable } from '../db/database';
import { queryOne } from '../db/database';
import { verifyToken } from './access-token';

/** The user id behind a still-valid access token, or null. */
export async function userIdForToken(db: Queryable, token: string, secret: string): Promise<number | null> {
  const claims = verifyToken(token, secret);
  if (!claims) return null;
  const row = await queryOne<{ user_id: number }>(
    db,
    `SELECT s.user_id FROM sessions s JOIN users u ON u.id = s.user_id
      WHERE s.id = $1 AND s.user_id = $2 AND s.revoked_at IS NULL AND s.expires_at > now()
        AND NOT u.is_delete AND u.status = 'onTheJob'`,
    [claims.sid, claims.uid],
  );
  return row?.user_id ?? null;
}

export async function unreadChatTotal(db: Queryable, userId: number): Promise<number> {
  const row = await queryOne<{ n: number }>(
    db,
    `SELECT coalesce(sum(m.unread_num), 0)::int AS n FROM chat_members m JOIN chat_channels c ON c.id = m.channel_id
      WHERE m.user_id = $1 AND NOT c.deleted`,
    [userId],
  );
  return row?.n ?? 0;
}
