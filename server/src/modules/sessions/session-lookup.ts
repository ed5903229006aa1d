import type { Queryable } from '../../db/database';
import { queryOne } from '../../db/database';
import { verifyToken } from './access-token';

/** The user and session behind a still-valid access token, or null. */
export async function sessionForToken(db: Queryable, token: string, secret: string): Promise<{ userId: number; sessionId: number } | null> {
  const claims = verifyToken(token, secret);
  if (!claims) return null;
  return sessionStillValid(db, claims.sid, claims.uid);
}

/** The session when it has not ended (not revoked, not expired, its user on the job), else null. */
export async function sessionStillValid(db: Queryable, sessionId: number, userId: number): Promise<{ userId: number; sessionId: number } | null> {
  const row = await queryOne<{ user_id: number; id: number }>(
    db,
    `SELECT s.id, s.user_id FROM sessions s JOIN users u ON u.id = s.user_id
      WHERE s.id = $1 AND s.user_id = $2 AND s.revoked_at IS NULL AND s.expires_at > now()
        AND NOT u.is_delete AND u.status = 'onTheJob'`,
    [sessionId, userId],
    { prepare: 'session-still-valid' },
  );
  return row ? { userId: Number(row.user_id), sessionId: Number(row.id) } : null;
}

/** The user id behind a still-valid access token, or null. */
export async function userIdForToken(db: Queryable, token: string, secret: string): Promise<number | null> {
  return (await sessionForToken(db, token, secret))?.userId ?? null;
}
