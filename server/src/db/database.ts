/** The one database interface the server uses, over embedded PGlite or a PostgreSQL server. */
export interface QueryOptions {
  /**
   * A name for SQL whose text never changes and whose best plan does not depend on the values (key
   * lookups): PostgreSQL parses it once per connection instead of on every call. PGlite ignores it.
   */
  prepare?: string;
  /**
   * timestamptz columns come back as 'YYYY-MM-DD HH:mm:ss' text in the session's time zone (what
   * `ts()` makes PostgreSQL format, cut from the column's own text output) instead of as Date.
   */
  wallClock?: boolean;
}

/** A timestamptz's ISO text output ('2024-05-01 09:30:00.123+08') as the portal shows it: to the second. */
export const wallClockText = (value: string): string => value.slice(0, 19);

/** OID of timestamptz. */
export const TIMESTAMPTZ_OID = 1184;

export interface Queryable {
  query<T = Record<string, unknown>>(sql: string, params?: unknown[], options?: QueryOptions): Promise<T[]>;
}

export interface Database extends Queryable {
  readonly kind: 'pglite' | 'postgres';
  /** Runs `fn` in one transaction; a thrown error rolls it back. */
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
  exec(sql: string): Promise<void>;
  /** Subscribes to a NOTIFY channel; returns the unsubscribe function. */
  listen(channel: string, onPayload: (payload: string) => void): Promise<() => Promise<void>>;
  notify(channel: string, payload: string): Promise<void>;
  close(): Promise<void>;
}

export async function queryOne<T>(db: Queryable, sql: string, params?: unknown[], options?: QueryOptions): Promise<T | null> {
  const rows = await db.query<T>(sql, params, options);
  return rows[0] ?? null;
}
