import path from 'node:path';
import type { AppConfig } from '../config';
import type { Database } from './database';
import { openPglite } from './pglite-database';
import { openPostgres } from './postgres-database';

/** PostgreSQL when DATABASE_URL is set, else embedded PGlite (on disk under dataDir, or in memory). */
export function openDatabase(config: AppConfig): Promise<Database> {
  if (config.databaseUrl) return openPostgres({ url: config.databaseUrl, timeZone: config.timeZone });
  return openPglite({
    dataDir: config.embedded === 'memory' ? null : path.join(config.dataDir, 'pgdata'),
    timeZone: config.timeZone,
  });
}
