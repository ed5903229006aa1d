import { queryOne, type Queryable } from '../../db/database';

/** Keeps `secret` as the token secret unless one is kept already (the first process to start wins). */
export async function keepTokenSecret(db: Queryable, secret: string): Promise<void> {
  await db.query(
    `INSERT INTO settings (key, value) VALUES ('token_secret', $1) ON CONFLICT (key) DO NOTHING`,
    [secret],
  );
}

/** The token secret kept in `settings` (there is one once `keepTokenSecret` has run). */
export const keptTokenSecret = async (db: Queryable): Promise<string> =>
  (await queryOne<{ value: string }>(db, `SELECT value FROM settings WHERE key = 'token_secret'`))!.value;
