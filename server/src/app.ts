import { randomBytes } from 'node:crypto';
import Fastify, { type FastifyInstance } from 'fastify';
import websocket from '@fastify/websocket';
import type { AppConfig } from './config';
import type { Database } from './db/database';
import { queryOne } from './db/database';
import { migrate } from './db/migrate';
import { seedDemo } from './db/seed-demo';
import { seedReleases } from './db/seed-releases';
import errors from './plugins/errors';
import auth from './plugins/auth';
import staticFiles from './plugins/static-files';
import imGateway from './plugins/im-gateway';
import reminders from './plugins/reminders';
import routes from './routes';

declare module 'fastify' {
  interface FastifyInstance {
    db: Database;
    config: AppConfig;
    tokenSecret: string;
  }
}

async function tokenSecretFor(db: Database, configured: string | null): Promise<string> {
  if (configured) return configured;
  await db.query(`INSERT INTO settings (key, value) VALUES ('token_secret', $1) ON CONFLICT (key) DO NOTHING`, [
    randomBytes(32).toString('base64url'),
  ]);
  const row = await queryOne<{ value: string }>(db, `SELECT value FROM settings WHERE key = 'token_secret'`);
  return row!.value;
}

/** Builds the whole server on an open database: migrated, seeded when asked, every route registered. */
export async function buildApp(config: AppConfig, db: Database, options: { logger?: boolean } = {}): Promise<FastifyInstance> {
  await migrate(db);
  if (config.seedDemo) await seedDemo(db);
  await seedReleases(db);

  const app = Fastify({
    logger: options.logger ? { level: config.logLevel } : false,
    trustProxy: true,
    bodyLimit: 2 * 1024 * 1024,
    ajv: { customOptions: { removeAdditional: true, coerceTypes: 'array', useDefaults: true, allErrors: false } },
  });
  app.decorate('db', db);
  app.decorate('config', config);
  app.decorate('tokenSecret', await tokenSecretFor(db, config.tokenSecret));

  await app.register(errors);
  await app.register(auth);
  await app.register(websocket);
  await app.register(imGateway);
  await app.register(reminders);
  await app.register(routes);
  if (config.staticRoot) await app.register(staticFiles, { root: config.staticRoot });
  return app;
}
