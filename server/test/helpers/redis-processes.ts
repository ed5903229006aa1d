import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { createClient } from 'redis';
import { buildApp } from '../../src/app';
import { loadConfig } from '../../src/config';
import type { Database } from '../../src/db/database';
import { openPostgres } from '../../src/db/postgres-database';
import { baseUrl } from './chat-client';

export const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

export async function redisReachable(): Promise<boolean> {
  const client = createClient({ url: redisUrl, socket: { connectTimeout: 1000, reconnectStrategy: false } });
  client.on('error', () => undefined);
  try {
    await client.connect();
    await client.ping();
    await client.quit();
    return true;
  } catch {
    return false;
  }
}

export interface RedisProcesses {
  apps: FastifyInstance[];
  dbs: Database[];
  bases: string[];
  /** Why the tests are skipped (no PostgreSQL or no Redis), else null; set once beforeAll ran. */
  skip: string | null;
}

/**
 * Inside a describe: two listening app instances, as two server processes on one PostgreSQL schema
 * and one Redis (a key prefix of this run only). Without DATABASE_URL or a reachable Redis, `skip`
 * says why and nothing is built.
 */
export function redisProcesses(file: string): RedisProcesses {
  const url = process.env.DATABASE_URL;
  const schema = `test_${randomBytes(6).toString('hex')}`;
  const both: RedisProcesses = { apps: [], dbs: [], bases: [], skip: null };
  beforeAll(async () => {
    if (!url) both.skip = `${file}: needs DATABASE_URL (a PostgreSQL server); skipped`;
    else if (!(await redisReachable())) both.skip = `${file}: Redis at ${redisUrl} is not reachable; skipped`;
    if (both.skip) {
      console.warn(both.skip);
      return;
    }
    const config = {
      ...loadConfig({}),
      databaseUrl: url!,
      seedDemo: true,
      staticRoot: null,
      tokenSecret: 'shared-secret-of-both-processes',
      redisUrl,
      imRedisKey: `portal-im-test-${randomBytes(6).toString('hex')}`,
    };
    for (let i = 0; i < 2; i += 1) {
      const db = await openPostgres({ url: url!, timeZone: config.timeZone, schema, max: 4 });
      both.dbs.push(db);
      const app = await buildApp(config, db);
      both.apps.push(app);
      await app.listen({ port: 0, host: '127.0.0.1' });
      both.bases.push(baseUrl(app));
    }
  });
  afterAll(async () => {
    for (const app of both.apps) await app.close();
    for (const db of both.dbs) await db.close();
    if (!both.skip) {
      const admin = await openPostgres({ url: url!, timeZone: loadConfig({}).timeZone, max: 1 });
      await admin.exec(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
      await admin.close();
    }
  });
  return both;
}
