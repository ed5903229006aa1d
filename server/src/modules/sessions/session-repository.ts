import type { Queryable } from '../../db/database';
import { queryOne } from '../../db/database';
import { USER_INFO_COLUMNS, type UserInfoRow } from '../users/user-info';

/** A session that still counts, with its user's info. */
export interface SessionRow extends UserInfoRow {
  sessionId: number;
  remember: boolean;
  expiresMs: number;
}

/**
 * The session when it has not ended (not revoked, not expired, its user on the job), with its user's
 * info; read on every request the session cache does not answer, so prepared once per connection.
 */
export const activeSessionRow = (db: Queryable, sessionId: number, userId: number) =>
  queryOne<SessionRow>(
    db,
    `SELECT s.id AS "sessionId", s.remember, (extract(epoch FROM s.expires_at) * 1000)::float8 AS "expiresMs", ${USER_INFO_COLUMNS}
       FROM sessions s JOIN users u ON u.id = s.user_id LEFT JOIN customer_companies c ON c.id = u.customer_id
      WHERE s.id = $1 AND s.user_id = $2 AND s.revoked_at IS NULL AND s.expires_at > now()
        AND NOT u.is_delete AND u.status = 'onTheJob'`,
    [sessionId, userId],
    { prepare: 'auth-session' },
  );

/** Moves the session's end to `ttlMs` from now. */
export async function extendSession(db: Queryable, sessionId: number, ttlMs: number): Promise<void> {
  await db.query(`UPDATE sessions SET refreshed_at = now(), expires_at = now() + ($2::bigint * interval '1 millisecond') WHERE id = $1`, [
    sessionId,
    ttlMs,
  ]);
}
