import type { Queryable } from '../db/database';
import { queryOne } from '../db/database';

/** How long a key is kept (and how long a key blocks another request under it). */
export const IDEMPOTENCY_KEEP_HOURS = 24;

/**
 * A request still marked running after this long died with its process (no request runs this long):
 * its key may be taken again.
 */
export const IDEMPOTENCY_STALE_MINUTES = 10;

export interface RequestFingerprint {
  method: string;
  url: string;
  bodyHash: string;
}

export interface KeptRequest extends RequestFingerprint {
  state: 'running' | 'done';
  status: number | null;
  headers: Record<string, string> | null;
  body: string | null;
}

/**
 * Takes the key for a request: true when this request is now the one running under it. A row older
 * than the kept time counts as gone, and so does a stale running one. The insert is the lock, so of several processes exactly one wins.
 */
export async function claimKey(
  db: Queryable,
  userId: number,
  key: string,
  f: RequestFingerprint,
): Promise<boolean> {
  const row = await queryOne<{ taken: boolean }>(
    db,
    `INSERT INTO idempotency_keys (user_id, key, method, url, body_hash) VALUES ($1, $2, $3, $4, $5)
     ON CONFLICT (user_id, key) DO UPDATE
        SET method = excluded.method, url = excluded.url, body_hash = excluded.body_hash, state = 'running',
            status = NULL, headers = NULL, body = NULL, created_at = now()
      WHERE idempotency_keys.created_at < now() - make_interval(hours => ${IDEMPOTENCY_KEEP_HOURS})
         OR (idempotency_keys.state = 'running' AND idempotency_keys.created_at < now() - make_interval(mins => ${IDEMPOTENCY_STALE_MINUTES}))
     RETURNING true AS taken`,
    [userId, key, f.method, f.url, f.bodyHash],
  );
  return row?.taken ?? false;
}

/** The request kept under the key (within the kept time). */
export const keptRequest = (db: Queryable, userId: number, key: string) =>
  queryOne<KeptRequest>(
    db,
    `SELECT method, url, body_hash AS "bodyHash", state, status, headers, body FROM idempotency_keys
      WHERE user_id = $1 AND key = $2 AND created_at >= now() - make_interval(hours => ${IDEMPOTENCY_KEEP_HOURS})`,
    [userId, key],
  );

/** Keeps the finished request's answer. */
export async function keepAnswer(
  db: Queryable,
  userId: number,
  key: string,
  answer: { status: number; headers: Record<string, string>; body: string },
): Promise<void> {
  await db.query(
    `UPDATE idempotency_keys SET state = 'done', status = $3, headers = $4::jsonb, body = $5 WHERE user_id = $1 AND key = $2 AND state = 'running'`,
    [userId, key, answer.status, JSON.stringify(answer.headers), answer.body],
  );
}

/** Lets the key go (an answer that is not kept: a 5xx, a broken connection, a streamed body). */
export async function releaseKey(db: Queryable, userId: number, key: string): Promise<void> {
  await db.query(`DELETE FROM idempotency_keys WHERE user_id = $1 AND key = $2 AND state = 'running'`, [
    userId,
    key,
  ]);
}

/** Deletes keys past the kept time. */
export async function purgeExpiredKeys(db: Queryable): Promise<void> {
  await db.query(
    `DELETE FROM idempotency_keys WHERE created_at < now() - make_interval(hours => ${IDEMPOTENCY_KEEP_HOURS})`,
  );
}
