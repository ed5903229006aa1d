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
  /**
   * Calls `listener` after every statement of this process that may have changed data has taken
   * effect (a write outside a transaction, a committed transaction, `exec`): what other processes
   * learn from NOTIFY, this one learns at once. Returns the unsubscribe function.
   */
  onWrite(listener: () => void): () => void;
  close(): Promise<void>;
}

// A plain read: SELECT or WITH with no data-modifying part. Anything else counts as a write (a
// `FOR UPDATE` read too: a needless signal only costs a cache miss).
const PLAIN_READ = /^\s*(select|with)\b/i;
const MODIFIES = /\b(insert|update|delete)\b/i;
export const mayWrite = (sql: string): boolean => !PLAIN_READ.test(sql) || MODIFIES.test(sql);

/** The write listeners of one database (see `Database.onWrite`). */
export function writeSignal(): { on: Database['onWrite']; emit(): void } {
  const listeners = new Set<() => void>();
  return {
    on(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    emit() {
      for (const listener of listeners) listener();
    },
  };
}

export async function queryOne<T>(
  db: Queryable,
  sql: string,
  params?: unknown[],
  options?: QueryOptions,
): Promise<T | null> {
  const rows = await db.query<T>(sql, params, options);
  return rows[0] ?? null;
}
