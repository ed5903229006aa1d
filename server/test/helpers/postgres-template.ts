import { randomBytes } from 'node:crypto';
import { migrate } from '../../src/db/migrate';
import { openPostgres } from '../../src/db/postgres-database';
import { seedDemo } from '../../src/seeds/seed-demo';
import { hashOfSource } from './pglite-template';

/**
 * On PostgreSQL each test app gets a database of its own, copied from a template database built once
 * (migrated, the demo seeded when asked): copying is a file copy, far cheaper than migrating and
 * seeding again. Templates are named by the server's source and the hour they were built in, so the
 * demo's dates stay near today; templates older than three hours are dropped when a new one is built.
 */
const HOUR_MS = 60 * 60 * 1000;
const building = new Map<string, Promise<void>>();

function urlOf(base: string, database: string): string {
  const url = new URL(base);
  url.pathname = `/${database}`;
  return url.toString();
}

async function withAdmin<T>(
  base: string,
  fn: (admin: Awaited<ReturnType<typeof openPostgres>>) => Promise<T>,
): Promise<T> {
  const admin = await openPostgres({ url: base, timeZone: 'UTC', max: 1 });
  try {
    return await fn(admin);
  } finally {
    await admin.close();
  }
}

async function buildTemplate(base: string, name: string, seeded: boolean, timeZone: string): Promise<void> {
  const exists = await withAdmin(base, (admin) =>
    admin.query(`SELECT 1 FROM pg_database WHERE datname = $1`, [name]),
  );
  if (exists.length) return;
  const scratch = `tplbuild_${randomBytes(6).toString('hex')}`;
  await withAdmin(base, (admin) => admin.exec(`CREATE DATABASE "${scratch}"`));
  const db = await openPostgres({ url: urlOf(base, scratch), timeZone, max: 2 });
  await migrate(db);
  if (seeded) await seedDemo(db);
  await db.close();
  await withAdmin(base, async (admin) => {
    try {
      await admin.exec(`ALTER DATABASE "${scratch}" RENAME TO "${name}"`);
    } catch {
      // Another test file built the same template first: keep theirs.
      await admin.exec(`DROP DATABASE IF EXISTS "${scratch}" WITH (FORCE)`);
    }
    const hour = Math.floor(Date.now() / HOUR_MS);
    const old = await admin.query<{ datname: string }>(
      `SELECT datname FROM pg_database WHERE datname LIKE 'tpl\\_%'`,
    );
    for (const { datname } of old) {
      const built = Number(datname.split('_')[2]);
      if (Number.isFinite(built) && built < hour - 3)
        await admin.exec(`DROP DATABASE IF EXISTS "${datname}" WITH (FORCE)`);
    }
  });
}

/** A new database copied from the template, and how to drop it. */
export async function postgresFromTemplate(
  base: string,
  seeded: boolean,
  timeZone: string,
): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `tpl_${hashOfSource()}_${Math.floor(Date.now() / HOUR_MS)}_${seeded ? 'demo' : 'empty'}`;
  if (!building.has(name)) building.set(name, buildTemplate(base, name, seeded, timeZone));
  await building.get(name);
  const database = `test_${randomBytes(6).toString('hex')}`;
  await withAdmin(base, (admin) => admin.exec(`CREATE DATABASE "${database}" TEMPLATE "${name}"`));
  return {
    url: urlOf(base, database),
    drop: () => withAdmin(base, (admin) => admin.exec(`DROP DATABASE IF EXISTS "${database}" WITH (FORCE)`)),
  };
}
