import type { Queryable } from '../../db/database';
import { validSession } from './session-repository';
import { verifyToken } from './access-token';

/** A session that still counts: its user, its id and when it ends (epoch ms) unless extended. */
export interface LiveSession {
  userId: number;
  sessionId: number;
  expiresMs: number;
}

/** The user and session behind a still-valid access token, or null. */
export async function sessionForToken(
  db: Queryable,
  token: string,
  secret: string,
): Promise<LiveSession | null> {
  const claims = verifyToken(token, secret);
  if (!claims) return null;
  return sessionStillValid(db, claims.sid, claims.uid);
}

/** The session when it has not ended (not revoked, not expired, its user on the job), else null. */
export async function sessionStillValid(
  db: Queryable,
  sessionId: number,
  userId: number,
): Promise<LiveSession | null> {
  const row = await validSession(db, sessionId, userId);
  return row
    ? { userId: Number(row.user_id), sessionId: Number(row.id), expiresMs: Number(row.expires_ms) }
    : null;
}
