import { loadConfig, SettingsError } from './config';
import { openDatabase } from './db/open-database';
import { buildApp } from './app';

async function main(): Promise<void> {
  const config = loadConfig();
  const db = await openDatabase(config);
  const app = await buildApp(config, db, { logger: true });
  const close = async (signal: string) => {
    app.log.info({ signal }, 'shutting down');
    await app.close();
    await db.close();
    process.exit(0);
  };
  // Every request path handles its own failures; a promise someone forgot to await must not end
  // the process (Node's default) and with it every other user's requests.
  process.on('unhandledRejection', (reason) => app.log.error({ err: reason }, 'unhandled rejection'));
  process.once('SIGINT', () => void close('SIGINT'));
  process.once('SIGTERM', () => void close('SIGTERM'));
  await app.listen({ port: config.port, host: config.host });
  const url = `http://localhost:${config.port}`;
  const database = config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `embedded PGlite (${config.dataDir})`;
  process.stdout.write(
    [
      '',
      `Service-order portal: ${url}`,
      `Database: ${database}`,
      config.seedDemo
        ? 'Demo accounts (password demo123456): admin (manager, dispatch), manager (manager), customer (company A), customer2 (company B), engineer (technician)'
        : 'No demo data. Create the first manager with: pnpm --filter @portal/server create-manager <username> <password> <name>',
      '',
    ].join('\n'),
  );
}

main().catch((error: unknown) => {
  console.error(error instanceof SettingsError ? error.message : error);
  process.exit(1);
});
