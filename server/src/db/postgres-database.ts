import pg from 'pg';
import {
  TIMESTAMPTZ_OID,
  mayWrite,
  wallClockText,
  writeSignal,
  type Database,
  type Queryable,
  type QueryOptions,
} from './database';

// ids are bigint: read them as numbers, as PGlite does (ids stay far below 2^53).
pg.types.setTypeParser(20, (value) => Number(value));

const wallClockTypes = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
    oid === TIMESTAMPTZ_OID
      ? wallClockText
      : pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
};

/** A named statement is parsed once per connection (node-postgres keeps the names it prepared). */
function statement(text: string, values: unknown[], options?: QueryOptions): pg.QueryConfig {
  const config: pg.QueryConfig = options?.prepare
    ? { name: options.prepare, text, values }
    : { text, values };
  if (options?.wallClock) config.types = wallClockTypes;
  return config;
}

export async function openPostgres(options: {
  url: string;
  timeZone: string;
  schema?: string;
  max?: number;
}): Promise<Database> {
  // ISO output is what node-postgres parses (and what `wallClock` cuts).
  const settings = [`-c TimeZone=${options.timeZone}`, '-c DateStyle=ISO'];
  if (options.schema) settings.push(`-c search_path=${options.schema}`);
  const pool = new pg.Pool({
    connectionString: options.url,
    max: options.max ?? 10,
    options: settings.join(' '),
  });
  pool.on('error', () => {
    /* an idle client's error is reported on its next use */
  });
  if (options.schema) await pool.query(`CREATE SCHEMA IF NOT EXISTS "${options.schema.replace(/"/g, '')}"`);
  const listeners = new Map<string, Set<(payload: string) => void>>();
  let listenClient: pg.PoolClient | null = null;

  const writes = writeSignal();
  const query: Queryable['query'] = async <T>(
    sql: string,
    params: unknown[] = [],
    prepared?: QueryOptions,
  ) => {
    const { rows } = await pool.query(statement(sql, params, prepared));
    if (mayWrite(sql)) writes.emit();
    return rows as T[];
  };

  return {
    kind: 'postgres',
    query,
    async transaction(fn) {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const result = await fn({
          query: async <T>(sql: string, params: unknown[] = [], prepared?: QueryOptions) =>
            (await client.query(statement(sql, params, prepared))).rows as T[],
        });
        await client.query('COMMIT');
        writes.emit();
        return result;
      } catch (error) {
        await client.query('ROLLBACK').catch(() => undefined);
        throw error;
      } finally {
        client.release();
      }
    },
    exec: async (sql) => {
      await pool.query(sql);
      writes.emit();
    },
    onWrite: writes.on,
    async listen(channel, onPayload) {
      if (!listenClient) {
        listenClient = await pool.connect();
        listenClient.on('notification', (msg) => {
          for (const handler of listeners.get(msg.channel) ?? []) handler(msg.payload ?? '');
        });
      }
      const set = listeners.get(channel) ?? new Set();
      if (set.size === 0) await listenClient.query(`LISTEN "${channel.replace(/"/g, '')}"`);
      set.add(onPayload);
      listeners.set(channel, set);
      return async () => {
        set.delete(onPayload);
      };
    },
    notify: async (channel, payload) => {
      await pool.query('SELECT pg_notify($1, $2)', [channel, payload]);
    },
    async close() {
      listenClient?.release();
      listenClient = null;
      await pool.end();
    },
  };
}
