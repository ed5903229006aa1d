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
  await db.query(
    `UPDATE sessions SET refreshed_at = now(), expires_at = now() + ($2::bigint * interval '1 millisecond') WHERE id = $1`,
    [sessionId, ttlMs],
  );
}

/** The session's ids and end (epoch ms) when it has not ended (not revoked, not expired, its user on the job). */
export const validSession = (db: Queryable, sessionId: number, userId: number) =>
  queryOne<{ user_id: number; id: number; expires_ms: number }>(
    db,
    `SELECT s.id, s.user_id, (extract(epoch FROM s.expires_at) * 1000)::float8 AS expires_ms FROM sessions s JOIN users u ON u.id = s.user_id
      WHERE s.id = $1 AND s.user_id = $2 AND s.revoked_at IS NULL AND s.expires_at > now()
        AND NOT u.is_delete AND u.status = 'onTheJob'`,
    [sessionId, userId],
    { prepare: 'session-still-valid-until' },
  );

/**
 * Revokes the sessions whose `column` (`id` or `user_id`) is `value` and, in the same statement,
 * sends the revoked ids on the NOTIFY channel; returns them.
 */
export async function revokeSessionsAndNotify(
  db: Queryable,
  column: 'id' | 'user_id',
  value: number,
  channel: string,
): Promise<number[]> {
  const rows = await db.query<{ ids: number[] | null }>(
    `WITH ended AS (UPDATE sessions SET revoked_at = now() WHERE ${column} = $1 AND revoked_at IS NULL RETURNING id),
          ids AS (SELECT array_agg(id::int ORDER BY id) AS ids FROM ended)
     SELECT ids.ids, CASE WHEN ids.ids IS NULL THEN NULL
                          ELSE pg_notify($2, json_build_object('sessionIds', ids.ids)::text) END AS sent
       FROM ids`,
    [value, channel],
  );
  return (rows[0]?.ids ?? []).map(Number);
}

/** Sends `{ userIds: [userId] }` on the NOTIFY channel (at commit inside a transaction). */
export async function notifyUserChange(db: Queryable, channel: string, userId: number): Promise<void> {
  await db.query(`SELECT pg_notify($1, json_build_object('userIds', json_build_array($2::int))::text)`, [
    channel,
    userId,
  ]);
}
