import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { migrate } from '../../src/db/migrate';
import { openPglite } from '../../src/db/pglite-database';
import { seedDemo } from '../../src/seeds/seed-demo';

/**
 * A new PGlite runs initdb (several seconds on this kind of machine), and migrating and seeding the
 * demo cost seconds more: every test app paid that. The first test app of a run builds the database
 * once and dumps it to a file named by the server's source; every later one starts from the dump (about
 * a second). scripts/test-server.sh gives each run a folder of its own (TEST_DB_TEMPLATES), so its demo
 * data is as fresh as the run; without it, a dump older than an hour is built again.
 */
const MAX_AGE_MS = 60 * 60 * 1000;
const serverRoot = path.resolve(__dirname, '../..');

let sourceHash: string | null = null;

export function hashOfSource(): string {
  if (sourceHash) return sourceHash;
  const hash = createHash('sha256');
  const walk = (dir: string) => {
    for (const entry of fs
      .readdirSync(dir, { withFileTypes: true })
      .sort((a, b) => a.name.localeCompare(b.name))) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.name.endsWith('.ts'))
        hash.update(path.relative(serverRoot, full)).update(fs.readFileSync(full));
    }
  };
  walk(path.join(serverRoot, 'src'));
  // The PGlite version (a dump is read only by the version that wrote it).
  hash.update(fs.readFileSync(path.join(serverRoot, 'package.json')));
  sourceHash = hash.digest('hex').slice(0, 16);
  return sourceHash;
}

function fresh(file: string): boolean {
  try {
    const age = Date.now() - fs.statSync(file).mtimeMs;
    return process.env.TEST_DB_TEMPLATES !== undefined || age < MAX_AGE_MS;
  } catch {
    return false;
  }
}

/** The data directory of a migrated database, with the demo seeded when asked, as PGlite loads it. */
export async function pgliteTemplate(seeded: boolean, timeZone: string): Promise<Blob> {
  const dir = process.env.TEST_DB_TEMPLATES ?? path.join(os.tmpdir(), 'portal-test-templates');
  const file = path.join(dir, `${hashOfSource()}-${seeded ? 'demo' : 'empty'}.tar`);
  if (!fresh(file)) {
    const db = await openPglite({ dataDir: null, timeZone });
    await migrate(db);
    if (seeded) await seedDemo(db);
    const dump = Buffer.from(await (await db.dumpDataDir()).arrayBuffer());
    await db.close();
    fs.mkdirSync(dir, { recursive: true });
    // Written aside and renamed: a test file starting at the same moment never reads half a dump.
    const partial = `${file}.${process.pid}.partial`;
    fs.writeFileSync(partial, dump);
    fs.renameSync(partial, file);
  }
  return new Blob([fs.readFileSync(file)]);
}
