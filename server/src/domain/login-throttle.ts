import type { Queryable } from '../db/database';
import { queryOne } from '../db/database';

export const MAX_FAILED_LOGINS = 5;
export const LOCK_WINDOW_MINUTES = 15;

/** Failed sign-ins of a username within the lock window since its last success (kept in the database, so every server process agrees). */
export async function failedLoginsSince(db: Queryable, username: string): Promise<number> {
  const row = await queryOne<{ n: number }>(
    db,
    `SELECT count(*)::int AS n FROM login_attempts
      WHERE username = $1 AND NOT success AND at > now() - ($2::int * interval '1 minute')
        AND at > coalesce((SELECT max(at) FROM login_attempts WHERE username = $1 AND success), '-infinity')`,
    [username, LOCK_WINDOW_MINUTES],
  );
  return row?.n ?? 0;
}

export async function recordLoginAttempt(db: Queryable, username: string, ip: string, success: boolean): Promise<void> {
  await db.query('INSERT INTO login_attempts (username, ip, success) VALUES ($1, $2, $3)', [username, ip, success]);
}
