import type { FastifyInstance } from 'fastify';
import { buildApp, type BuildOptions } from '../../src/app';
import { loadConfig, type AppConfig } from '../../src/config';
import type { Database } from '../../src/db/database';
import { openPglite } from '../../src/db/pglite-database';
import { openPostgres } from '../../src/db/postgres-database';
import { DEMO_PASSWORD } from '../../src/seeds/seed-demo';
import { pgliteTemplate } from './pglite-template';
import { postgresFromTemplate } from './postgres-template';

/** `TEST_DB=postgres` runs the suite against DATABASE_URL, each test app in a database of its own. */
export const onPostgres = process.env.TEST_DB === 'postgres';

export interface TestApp {
  app: FastifyInstance;
  db: Database;
  config: AppConfig;
  close(): Promise<void>;
}

export async function createTestApp(
  overrides: Partial<AppConfig> = {},
  buildOptions: BuildOptions = {},
): Promise<TestApp> {
  const config: AppConfig = {
    ...loadConfig({}),
    databaseUrl: null,
    embedded: 'memory',
    seedDemo: true,
    staticRoot: null,
    tokenSecret: null,
    ...overrides,
  };
  let db: Database;
  let dropDatabase: (() => Promise<void>) | null = null;
  if (onPostgres) {
    const url = process.env.DATABASE_URL;
    if (!url) throw new Error('TEST_DB=postgres needs DATABASE_URL');
    const copy = await postgresFromTemplate(url, config.seedDemo, config.timeZone);
    db = await openPostgres({ url: copy.url, timeZone: config.timeZone, max: 5 });
    dropDatabase = copy.drop;
  } else {
    const loadDataDir = await pgliteTemplate(config.seedDemo, config.timeZone);
    db = await openPglite({ dataDir: null, timeZone: config.timeZone, loadDataDir });
  }
  const app = await buildApp(config, db, { checkResponses: true, ...buildOptions });
  await app.ready();
  return {
    app,
    db,
    config,
    async close() {
      const mismatches = app.responseMismatches ?? [];
      await app.close();
      await db.close();
      await dropDatabase?.();
      if (mismatches.length)
        throw new Error(`answers that do not match their response schema:\n${mismatches.join('\n')}`);
    },
  };
}

export async function login(
  app: FastifyInstance,
  username: string,
  password = DEMO_PASSWORD,
): Promise<string> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { username, password },
  });
  if (response.statusCode !== 200) throw new Error(`login ${username} failed: ${response.body}`);
  return response.json().data.token as string;
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
