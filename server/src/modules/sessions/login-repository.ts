import { queryOne, type Queryable } from '../../db/database';

/** A new session of the user, ending `ttlMs` from now; its id. */
export async function insertSession(db: Queryable, userId: number, remember: boolean, ttlMs: number, userAgent: string | null, ip: string) {
  const row = await queryOne<{ id: number }>(
    db,
    `INSERT INTO sessions (user_id, remember, expires_at, user_agent, ip)
     VALUES ($1, $2, now() + ($3::bigint * interval '1 millisecond'), $4, $5) RETURNING id`,
    [userId, remember, ttlMs, userAgent, ip],
  );
  return row!.id;
}
