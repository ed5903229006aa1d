import { loadConfig } from '../config';
import { openDatabase } from '../db/open-database';
import { migrate } from '../db/migrate';
import { seedDemo } from '../seeds/seed-demo';

/** Loads the demo data into the configured database (for a PostgreSQL server, where it is not automatic). */
async function main(): Promise<void> {
  const db = await openDatabase(loadConfig());
  try {
    await migrate(db);
    console.log((await seedDemo(db)) ? 'demo data loaded' : 'demo data was already there');
  } finally {
    await db.close();
  }
}

void main();
