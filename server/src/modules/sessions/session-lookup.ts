import type { Queryable } from '../../db/database';
import { validSession } from './session-repository';
import { verifyToken } from './access-token';

/** The user and session behind a still-valid access token, or null. */
export async function sessionForToken(db: Queryable, token: string, secret: string): Promise<{ userId: number; sessionId: number } | null> {
  const claims = verifyToken(token, secret);
  if (!claims) return null;
  return sessionStillValid(db, claims.sid, claims.uid);
}

/** The session when it has not ended (not revoked, not expired, its user on the job), else null. */
export async function sessionStillValid(db: Queryable, sessionId: number, userId: number): Promise<{ userId: number; sessionId: number } | null> {
  const row = await validSession(db, sessionId, userId);
  return row ? { userId: Number(row.user_id), sessionId: Number(row.id) } : null;
}
