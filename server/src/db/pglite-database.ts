import fs from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { btree_gin } from '@electric-sql/pglite/contrib/btree_gin';
import {
  TIMESTAMPTZ_OID,
  mayWrite,
  wallClockText,
  writeSignal,
  type Database,
  type Queryable,
  type QueryOptions,
} from './database';

const wallClockParsers = { [TIMESTAMPTZ_OID]: wallClockText };

export interface PgliteDatabase extends Database {
  /** The whole data directory as a tarball, to start another database from (`loadDataDir`). */
  dumpDataDir(): Promise<Blob>;
}

export async function openPglite(options: {
  dataDir: string | null;
  timeZone: string;
  loadDataDir?: Blob;
}): Promise<PgliteDatabase> {
  if (options.dataDir) fs.mkdirSync(options.dataDir, { recursive: true });
  const pg = await PGlite.create(options.dataDir ?? undefined, {
    extensions: { pg_trgm, btree_gin },
    ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
  });
  await pg.exec(`SET TIME ZONE '${options.timeZone.replace(/'/g, '')}'; SET DateStyle = ISO`);
  const wrap = (q: Pick<PGlite, 'query'>): Queryable => ({
    async query<T>(sql: string, params: unknown[] = [], options?: QueryOptions) {
      const result = await q.query<T>(
        sql,
        params,
        options?.wallClock ? { parsers: wallClockParsers } : undefined,
      );
      return result.rows;
    },
  });
  const base = wrap(pg);
  const writes = writeSignal();
  return {
    kind: 'pglite',
    async query<T>(sql: string, params?: unknown[], options?: QueryOptions) {
      const rows = await base.query<T>(sql, params, options);
      if (mayWrite(sql)) writes.emit();
      return rows;
    },
    // PGlite has one connection: its transaction() serialises callers, so steps never interleave.
    async transaction(fn) {
      const result = await pg.transaction((tx) => fn(wrap(tx)));
      writes.emit();
      return result;
    },
    exec: async (sql) => {
      await pg.exec(sql);
      writes.emit();
    },
    onWrite: writes.on,
    listen: async (channel, onPayload) => {
      const unsub = await pg.listen(channel, onPayload);
      return async () => unsub();
    },
    notify: async (channel, payload) => {
      await pg.query('SELECT pg_notify($1, $2)', [channel, payload]);
    },
    close: () => pg.close(),
    dumpDataDir: () => pg.dumpDataDir('none'),
  };
}
