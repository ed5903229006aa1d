import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/app';
import { loadConfig } from '../../src/config';
import { openPostgres } from '../../src/db/postgres-database';
import type { Database } from '../../src/db/database';
import { baseUrl } from './chat-client';

/** Two server processes need a PostgreSQL server to share; without DATABASE_URL their tests are skipped. */
export const sharedDatabaseUrl = process.env.DATABASE_URL;

/** `describe` when a PostgreSQL server is there, else `describe.skip` with a warning naming the test file. */
export function describeTwoProcesses(file: string): jest.Describe {
  if (sharedDatabaseUrl) return describe;
  console.warn(`${file}: the two-process test needs DATABASE_URL (a PostgreSQL server); skipped`);
  return describe.skip;
}

export interface TwoProcesses {
  apps: FastifyInstance[];
  dbs: Database[];
  /** The listening base URLs, when asked for (`listen: true`). */
  bases: string[];
}

/**
 * Inside a describe: two app instances on one fresh schema, as two server processes sharing one
 * database and one token secret; built before the tests and closed, schema dropped, after them.
 */
export function twoProcesses({ listen = false } = {}): TwoProcesses {
  const url = sharedDatabaseUrl!;
  const schema = `test_${randomBytes(6).toString('hex')}`;
  const config = {
    ...loadConfig({}),
    databaseUrl: url,
    seedDemo: true,
    staticRoot: null,
    tokenSecret: 'shared-secret-of-both-processes',
  };
  const both: TwoProcesses = { apps: [], dbs: [], bases: [] };
  beforeAll(async () => {
    for (let i = 0; i < 2; i += 1) {
      const db = await openPostgres({ url, timeZone: config.timeZone, schema, max: 3 });
      both.dbs.push(db);
      const app = await buildApp(config, db);
      both.apps.push(app);
      if (listen) {
        await app.listen({ port: 0, host: '127.0.0.1' });
        both.bases.push(baseUrl(app));
      }
    }
  });
  afterAll(async () => {
    for (const app of both.apps) await app.close();
    for (const db of both.dbs) await db.close();
    const admin = await openPostgres({ url, timeZone: config.timeZone, max: 1 });
    await admin.exec(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
    await admin.close();
  });
  return both;
}
