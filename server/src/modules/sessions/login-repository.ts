import { queryOne, type Queryable } from '../../db/database';

/** A new session of the user, ending `ttlMs` from now; its id. */
export async function insertSession(
  db: Queryable,
  userId: number,
  remember: boolean,
  ttlMs: number,
  userAgent: string | null,
  ip: string,
) {
  const row = await queryOne<{ id: number }>(
    db,
    `INSERT INTO sessions (user_id, remember, expires_at, user_agent, ip)
     VALUES ($1, $2, now() + ($3::bigint * interval '1 millisecond'), $4, $5) RETURNING id`,
    [userId, remember, ttlMs, userAgent, ip],
  );
  return row!.id;
}

export interface LoginFailureCounts {
  pairFailures: number;
  pairSinceLast: number | null;
  addressFailures: number;
  addressSinceLast: number | null;
}

/** Failed sign-ins over the last `windowMinutes` from the address: of the account since its last success, and of all accounts. */
export const loginFailureCounts = (db: Queryable, username: string, ip: string, windowMinutes: number) =>
  queryOne<LoginFailureCounts>(
    db,
    `WITH recent AS (
       SELECT username, success, at FROM login_attempts WHERE ip = $2 AND at > now() - ($3::int * interval '1 minute')
     ), pair AS (
       SELECT at FROM recent WHERE username = $1 AND NOT success
          AND at > coalesce((SELECT max(at) FROM recent WHERE username = $1 AND success), '-infinity')
     ), address AS (SELECT at FROM recent WHERE NOT success)
     SELECT (SELECT count(*)::int FROM pair) AS "pairFailures",
            (SELECT extract(epoch FROM now() - max(at))::float8 FROM pair) AS "pairSinceLast",
            (SELECT count(*)::int FROM address) AS "addressFailures",
            (SELECT extract(epoch FROM now() - max(at))::float8 FROM address) AS "addressSinceLast"`,
    [username, ip, windowMinutes],
  );

export async function recordLoginAttempt(
  db: Queryable,
  username: string,
  ip: string,
  success: boolean,
): Promise<void> {
  await db.query('INSERT INTO login_attempts (username, ip, success) VALUES ($1, $2, $3)', [
    username,
    ip,
    success,
  ]);
}
